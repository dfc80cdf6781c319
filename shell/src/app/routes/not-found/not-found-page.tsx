import { Link } from 'react-router';
import { usePageTitle } from '@shutterday/ui/lean';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <main style={{ maxWidth: '36rem', margin: '4rem auto', padding: '0 1rem', textAlign: 'center' }}>
      <h1>Page not found</h1>
      <p>There is nothing at this address.</p>
      <Link to="/">Go to the home page</Link>
    </main>
  );
}
