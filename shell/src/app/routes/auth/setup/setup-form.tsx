import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { Button, Input } from 'antd';
import { SetupRequest } from '@shutterday/domain';
import { FormAlert, FormField } from '@shutterday/ui';

// The account number comes from the URL, not from the form.
const SetupForm = v.omit(SetupRequest, ['accountNumber']);
export type SetupFormValues = v.InferOutput<typeof SetupForm>;

const EMPTY: SetupFormValues = { studioName: '', studioSlug: '', name: '', email: '', password: '' };

export function SetupFormView({ onSubmit, error }: { onSubmit: (values: SetupFormValues) => Promise<void>; error: string[] | null }) {
  const { control, handleSubmit, formState } = useForm<SetupFormValues>({ resolver: valibotResolver(SetupForm), defaultValues: EMPTY });
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Studio setup">
      <FormAlert error={error} submitted={formState.isSubmitted} />
      <FormField control={control} name="studioName" label="Studio name">
        {(field) => <Input {...field} autoComplete="organization" value={String(field.value)} />}
      </FormField>
      <FormField control={control} name="studioSlug" label="Web address" help="Parents open your studio at /your-address">
        {(field) => <Input {...field} addonBefore="/" autoComplete="off" value={String(field.value)} />}
      </FormField>
      <FormField control={control} name="name" label="Your name">
        {(field) => <Input {...field} autoComplete="name" value={String(field.value)} />}
      </FormField>
      <FormField control={control} name="email" label="Email">
        {(field) => <Input {...field} type="email" autoComplete="email" value={String(field.value)} />}
      </FormField>
      <FormField control={control} name="password" label="Password">
        {(field) => <Input.Password {...field} autoComplete="new-password" value={String(field.value)} />}
      </FormField>
      <Button type="primary" htmlType="submit" block loading={formState.isSubmitting}>
        Create studio
      </Button>
    </form>
  );
}
