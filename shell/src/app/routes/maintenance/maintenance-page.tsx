import { Link, useLocation } from 'react-router';
import { safeReturnPath } from '@shutterday/domain';
import { usePageTitle } from '@shutterday/ui/lean';

/** Shown when the API answers 503 (spec §8); "Try again" goes back to where the user was. */
export function MaintenancePage() {
  usePageTitle('Maintenance');
  const state = useLocation().state as { from?: string } | null;
  const back = safeReturnPath(state?.from);
  return (
    <main style={{ maxWidth: '36rem', margin: '4rem auto', padding: '0 1rem', textAlign: 'center' }}>
      <h1>We&apos;ll be right back</h1>
      <p>Shutterday is down for maintenance. Please try again in a few minutes.</p>
      <Link to={back}>Try again</Link>
    </main>
  );
}
