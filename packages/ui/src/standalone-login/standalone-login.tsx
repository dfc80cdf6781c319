import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Alert, Button, Card, Input } from 'antd';
import { useLogin } from '@shutterday/api-client';
import { safeReturnPath } from '@shutterday/domain';
import { PasswordInput } from '../password-input/password-input';

/**
 * Development only: the `/login` of a remote that runs alone (`pnpm --filter mfe-studio-admin dev`).
 * Tokens live in the dev server's own origin, so the shell's login page cannot be used there. The
 * platform's real login is the shell's; this never ships in a page a user sees.
 */
export function StandaloneLogin() {
  const login = useLogin();
  const navigate = useNavigate();
  const ret = new URLSearchParams(useLocation().search).get('ret');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await login.mutateAsync({ username, password }).then(
      () => navigate(safeReturnPath(ret), { replace: true }),
      () => undefined,
    );
  };

  return (
    <Card title="Log in (standalone development)" style={{ maxWidth: 420, margin: '3rem auto' }}>
      <form onSubmit={(event) => void submit(event)} style={{ display: 'grid', gap: 12 }}>
        {login.error ? <Alert type="error" role="alert" title={login.error.message} /> : null}
        <label>
          Email
          <Input type="email" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} />
        </label>
        <label>
          Password
          <PasswordInput autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </label>
        <Button type="primary" htmlType="submit" loading={login.isPending}>
          Log in
        </Button>
      </form>
    </Card>
  );
}
