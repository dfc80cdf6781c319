import { useState } from 'react';
import { Alert } from 'antd';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { isApiError, login, useSession } from '@shutterday/api-client';
import { ERROR_MESSAGES, SESSION_ENDED_MESSAGE } from '@shutterday/domain';
import type { LoginState } from '@shutterday/ui';
import { AuthCard } from '../auth-card';
import { LoginForm, type LoginFormValues } from './login-form';
import { loginDestination } from './login-destination';

/**
 * `/login?ret=`: e-mail and password; back to `ret` (same-site paths only) or the user's home. Reached
 * because the session ended (RequireAuth says so in the location state), it tells the person why.
 */
export default function LoginPage() {
  const navigate = useNavigate();
  const sessionEnded = (useLocation().state as LoginState | null)?.sessionEnded === true;
  const [params] = useSearchParams();
  const ret = params.get('ret');
  const { isLoggedIn, user } = useSession();
  const [error, setError] = useState<string[] | null>(null);

  const submit = async ({ email, password }: LoginFormValues) => {
    try {
      const signedIn = await login({ username: email, password });
      setError(null);
      navigate(loginDestination(ret, signedIn), { replace: true });
    } catch (failure) {
      setError(isApiError(failure) ? failure.errors : [ERROR_MESSAGES.authenticationFailed]);
    }
  };

  // Already logged in (e.g. the back button after login): no second login.
  if (isLoggedIn && error === null) return <Navigate to={loginDestination(ret, user)} replace />;

  return (
    <AuthCard title="Login">
      {sessionEnded ? <Alert type="info" role="status" showIcon title={SESSION_ENDED_MESSAGE} style={{ marginBottom: 16 }} /> : null}
      <LoginForm onSubmit={submit} error={error} />
      <p style={{ marginTop: 16, marginBottom: 0 }}>
        <Link to="/forgot-password">Forgot your password?</Link>
      </p>
    </AuthCard>
  );
}
