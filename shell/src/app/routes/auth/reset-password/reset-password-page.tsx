import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError, resetPassword } from '@shutterday/api-client';
import { useToast } from '@shutterday/ui';
import { AuthCard } from '../auth-card';
import { ResetPasswordForm, type ResetFormValues } from './reset-password-form';

/**
 * `/reset-password?token=`: the single-use token from the e-mail sets a new password. An invitation's link adds
 * `invitation=1`: the new user sets a first password, nothing is "reset".
 */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const invitation = params.get('invitation') === '1';
  const title = invitation ? 'Set your password' : 'Reset password';
  const navigate = useNavigate();
  const toast = useToast();
  const [error, setError] = useState<string[] | null>(null);

  const submit = async ({ password }: ResetFormValues) => {
    try {
      await resetPassword({ token, password });
      toast.success(invitation ? 'Your password is set. You can log in with it now.' : 'Your password has been changed. You can log in with it now.');
      navigate('/login', { replace: true });
    } catch (failure) {
      setError(isApiError(failure) ? failure.errors : ['The password could not be changed.']);
    }
  };

  return (
    <AuthCard title={title}>
      {token ? (
        <ResetPasswordForm onSubmit={submit} error={error} label={title} />
      ) : (
        <p role="alert">This link is incomplete. Ask for a new one below.</p>
      )}
      <p style={{ marginTop: 16, marginBottom: 0 }}>
        <Link to="/forgot-password">Ask for a new link</Link>
      </p>
    </AuthCard>
  );
}
