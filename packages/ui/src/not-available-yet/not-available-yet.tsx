import { PageTitle } from '../page-title/page-title';

/** A page of the navigation that is not built yet: said plainly, never filled with made-up data. */
export function NotAvailableYet({ page }: { page: string }) {
  return (
    <section>
      <PageTitle title={page} />
      <h1>{page}</h1>
      <p>This page is not available yet.</p>
    </section>
  );
}
