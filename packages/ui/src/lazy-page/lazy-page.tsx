import { lazy, Suspense, type ComponentType } from 'react';
import { LoadingBlock } from '../loading-block/loading-block';

/**
 * A route element whose module loads on first visit, with the loading block until it has: a remote's
 * first page downloads none of the others (on the customer side, a parent on the landing page neither
 * the order page nor the placeholders).
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(load);
  return (
    <Suspense fallback={<LoadingBlock />}>
      <Page />
    </Suspense>
  );
}
