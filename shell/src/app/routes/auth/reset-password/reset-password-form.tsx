import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { Button } from 'antd';
import { ResetPasswordRequest, mustMatch } from '@shutterday/domain';
import { FormAlert, FormField, PasswordInput } from '@shutterday/ui';

// The new password follows the API's rule; the confirmation is a form-only check.
const ResetForm = v.pipe(
  v.object({ password: ResetPasswordRequest.entries.password, confirmPassword: v.string() }),
  mustMatch('confirmPassword', 'password'),
);
export type ResetFormValues = v.InferOutput<typeof ResetForm>;

export function ResetPasswordForm({ onSubmit, error, label }: { onSubmit: (values: ResetFormValues) => Promise<void>; error: string[] | null; label: string }) {
  const { control, handleSubmit, formState } = useForm<ResetFormValues>({
    resolver: valibotResolver(ResetForm),
    defaultValues: { password: '', confirmPassword: '' },
  });
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label={label}>
      <FormAlert error={error} submitted={formState.isSubmitted} />
      <FormField control={control} name="password" label="New password">
        {(field) => <PasswordInput {...field} autoComplete="new-password" value={String(field.value)} />}
      </FormField>
      <FormField control={control} name="confirmPassword" label="Confirm new password">
        {(field) => <PasswordInput {...field} autoComplete="new-password" value={String(field.value)} />}
      </FormField>
      <Button type="primary" htmlType="submit" block loading={formState.isSubmitting}>
        Set new password
      </Button>
    </form>
  );
}
