import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError, resetPassword } from '@shutterday/api-client';
import { useToast } from '@shutterday/ui';
import { AuthCard } from '../auth-card';
import { ResetPasswordForm, type ResetFormValues } from './reset-password-form';

/** `/reset-password?token=`: the single-use token from the e-mail sets a new password. */
export default function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const navigate = useNavigate();
  const toast = useToast();
  const [error, setError] = useState<string[] | null>(null);

  const submit = async ({ password }: ResetFormValues) => {
    try {
      await resetPassword({ token, password });
      toast.success('Your password has been changed. You can log in with it now.');
      navigate('/login', { replace: true });
    } catch (failure) {
      setError(isApiError(failure) ? failure.errors : ['The password could not be changed.']);
    }
  };

  return (
    <AuthCard title="Reset password">
      {token ? (
        <ResetPasswordForm onSubmit={submit} error={error} />
      ) : (
        <p role="alert">This link is incomplete. Ask for a new one below.</p>
      )}
      <p style={{ marginTop: 16, marginBottom: 0 }}>
        <Link to="/forgot-password">Ask for a new link</Link>
      </p>
    </AuthCard>
  );
}
