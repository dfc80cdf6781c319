import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { isApiError, login, useSession } from '@shutterday/api-client';
import { ERROR_MESSAGES } from '@shutterday/domain';
import { AuthCard } from '../auth-card';
import { LoginForm, type LoginFormValues } from './login-form';
import { loginDestination } from './login-destination';

/** `/login?ret=`: e-mail and password; back to `ret` (same-site paths only) or the user's home. */
export default function LoginPage() {
  const navigate = useNavigate();
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
      <LoginForm onSubmit={submit} error={error} />
      <p style={{ marginTop: 16, marginBottom: 0 }}>
        <Link to="/forgot-password">Forgot your password?</Link>
      </p>
    </AuthCard>
  );
}
