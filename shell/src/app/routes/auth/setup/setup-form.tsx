import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { Button, Input } from 'antd';
import { splitFieldErrors } from '@shutterday/api-client';
import { SetupRequest } from '@shutterday/domain';
import { FormAlert, FormField, PasswordInput } from '@shutterday/ui';

// The account number comes from the URL, not from the form.
const SetupForm = v.omit(SetupRequest, ['accountNumber']);
export type SetupFormValues = v.InferOutput<typeof SetupForm>;

const EMPTY: SetupFormValues = { studioName: '', studioSlug: '', name: '', email: '', password: '' };
const FIELDS = Object.keys(EMPTY) as Array<keyof SetupFormValues>;

/** `onSubmit` answers the server's errors (or null): a field's message goes under its input, the rest to the alert. */
export function SetupFormView({ onSubmit }: { onSubmit: (values: SetupFormValues) => Promise<string[] | null> }) {
  const { control, handleSubmit, formState, setError } = useForm<SetupFormValues>({ resolver: valibotResolver(SetupForm), defaultValues: EMPTY });
  const [error, setAlert] = useState<string[] | null>(null);
  const submit = async (values: SetupFormValues) => {
    const errors = await onSubmit(values);
    const { byField, rest } = splitFieldErrors(errors ?? [], FIELDS);
    for (const [field, message] of Object.entries(byField)) setError(field as keyof SetupFormValues, { type: 'server', message });
    setAlert(rest.length ? rest : null);
  };
  return (
    <form onSubmit={handleSubmit(submit)} noValidate aria-label="Studio setup">
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
        {(field) => <PasswordInput {...field} autoComplete="new-password" value={String(field.value)} />}
      </FormField>
      <Button type="primary" htmlType="submit" block loading={formState.isSubmitting}>
        Create studio
      </Button>
    </form>
  );
}
