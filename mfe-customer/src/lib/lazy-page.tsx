import { lazy, Suspense, type ComponentType } from 'react';
import { LoadingBlock } from '@shutterday/ui/lean';

/**
 * A route element whose module loads on first visit: a parent on the landing page downloads neither
 * the order page nor the placeholders.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(load);
  return (
    <Suspense fallback={<LoadingBlock />}>
      <Page />
    </Suspense>
  );
}
