import { LoadingBlock } from '@shutterday/ui';
import { lazy, Suspense, type ComponentType } from 'react';

/** A route element whose module loads on first visit. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(load);
  return (
    <Suspense fallback={<LoadingBlock />}>
      <Page />
    </Suspense>
  );
}
