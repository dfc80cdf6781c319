import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Spin } from 'antd';
import { isApiError } from '@shutterday/api-client';
import { confirmEmail } from '@shutterday/api-client/staff';
import { AuthCard } from '../auth-card';

type Outcome = { state: 'working' } | { state: 'done'; email: string } | { state: 'failed'; message: string };

/**
 * `/confirm-email?token=`: the link mailed to a new address. Opening it changes the login at once (signed in or not,
 * on any device); the token works once, within 24 hours, and a used or expired one says so.
 */
export default function ConfirmEmailPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome>(token ? { state: 'working' } : { state: 'failed', message: 'This link is incomplete. Open the whole link from the e-mail, or save your new e-mail on your profile again to get a new one.' });
  // Once per page, also when React runs the effect twice in development.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    confirmEmail({ token }).then(
      ({ email }) => setOutcome({ state: 'done', email }),
      (failure: unknown) => setOutcome({ state: 'failed', message: isApiError(failure) ? failure.errors.join(' ') : 'Your e-mail could not be changed. Check your connection and open the link again.' }),
    );
  }, [token]);

  return (
    <AuthCard title="Confirm your new e-mail">
      {outcome.state === 'working' && <div role="status"><Spin size="small" /> Changing your e-mail…</div>}
      {outcome.state === 'done' && <Alert type="success" showIcon title="Your e-mail is changed" description={`From now on you log in with ${outcome.email}.`} />}
      {outcome.state === 'failed' && <Alert type="error" showIcon title="Your e-mail was not changed" description={outcome.message} />}
      <p style={{ marginTop: 16, marginBottom: 0 }}>
        {outcome.state === 'failed' ? <Link to="/account/profile">Go to your profile</Link> : <Link to="/login">Log in</Link>}
      </p>
    </AuthCard>
  );
}
