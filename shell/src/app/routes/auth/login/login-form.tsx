import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { Button, Input } from 'antd';
import { emailString, requiredStringKeepBlank } from '@shutterday/domain';
import { FormAlert, FormField, PasswordInput } from '@shutterday/ui';

// The form asks for an e-mail; the API calls it `username` (LoginRequest).
const LoginFormSchema = v.object({ email: emailString, password: requiredStringKeepBlank });
export type LoginFormValues = v.InferOutput<typeof LoginFormSchema>;

export interface LoginFormProps {
  onSubmit: (values: LoginFormValues) => Promise<void>;
  /** The server's message after a failed attempt, e.g. a wrong password. */
  error: string[] | null;
}

export function LoginForm({ onSubmit, error }: LoginFormProps) {
  const { control, handleSubmit, formState } = useForm<LoginFormValues>({
    resolver: valibotResolver(LoginFormSchema),
    defaultValues: { email: '', password: '' },
  });
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Login">
      <FormAlert error={error} submitted={formState.isSubmitted} />
      <FormField control={control} name="email" label="Email">
        {(field) => <Input {...field} type="email" autoComplete="username" value={String(field.value)} />}
      </FormField>
      <FormField control={control} name="password" label="Password">
        {(field) => <PasswordInput {...field} autoComplete="current-password" value={String(field.value)} />}
      </FormField>
      <Button type="primary" htmlType="submit" block loading={formState.isSubmitting}>
        Log in
      </Button>
    </form>
  );
}
