import { useId } from 'react';
import { usePageTitle } from '@shutterday/ui/lean';

/**
 * The customer twin of the ui package's NotAvailableYet: a page that exists in the route table but is
 * not built yet. Kept local so that customer pages never pull antd in (see docs/performance.md).
 */
export function NotAvailableYet({ name }: { name: string }) {
  const id = useId();
  usePageTitle(name);
  return (
    <section className="sdc-panel" aria-labelledby={id}>
      <h1 id={id}>{name}</h1>
      <p>This page is not available yet.</p>
    </section>
  );
}
