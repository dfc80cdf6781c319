import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Link } from 'react-router';
import { Button, Input } from 'antd';
import { requestPasswordReset, isApiError } from '@shutterday/api-client';
import { ForgotPasswordRequest } from '@shutterday/domain';
import { FormAlert, FormField } from '@shutterday/ui';
import { AuthCard } from '../auth-card';

/** `/forgot-password`: asks for a reset link. The answer never tells whether the address has an account. */
export default function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string[] | null>(null);
  const { control, handleSubmit, formState } = useForm<ForgotPasswordRequest>({
    resolver: valibotResolver(ForgotPasswordRequest),
    defaultValues: { email: '' },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await requestPasswordReset(values);
      setError(null);
      setSentTo(values.email);
    } catch (failure) {
      setError(isApiError(failure) ? failure.errors : null);
    }
  });

  return (
    <AuthCard title="Forgot password">
      {sentTo ? (
        <p role="status">
          If an account exists for {sentTo}, we have sent it a link to reset the password. The link works once and expires soon.
        </p>
      ) : (
        <form onSubmit={submit} noValidate aria-label="Forgot password">
          <p>Enter the e-mail address of your account and we will send you a link to choose a new password.</p>
          <FormAlert error={error} submitted={formState.isSubmitted} />
          <FormField control={control} name="email" label="Email">
            {(field) => <Input {...field} type="email" autoComplete="email" value={String(field.value)} />}
          </FormField>
          <Button type="primary" htmlType="submit" block loading={formState.isSubmitting}>
            Send reset link
          </Button>
        </form>
      )}
      <p style={{ marginTop: 16, marginBottom: 0 }}>
        <Link to="/login">Back to login</Link>
      </p>
    </AuthCard>
  );
}
