import { Suspense } from 'react';
import { useParams } from 'react-router';
import { isReservedSlug } from '@shutterday/domain';
import { RemoteArea } from '../../../federation/remote-area';
import { lazyPage } from '../../../lib/lazy-page';
import { NotFoundPage } from '../not-found/not-found-page';
import { LoadingBlock } from '@shutterday/ui/lean';

// The fallback panel comes from the ui package, which brings antd: loaded only when the area is down (it
// also reports the failure to the server).
const RemoteFallback = lazyPage(() => import('../../../federation/remote-failures').then((module) => ({ default: module.CustomerFallback })));

/** `/:studioSlug/*`: the customer remote, under the studio's slug. */
export function CustomerArea() {
  const { studioSlug = '' } = useParams();
  if (isReservedSlug(studioSlug)) return <NotFoundPage />;
  return (
    <RemoteArea
      name="customer"
      basename={`/${studioSlug}`}
      loading={<LoadingBlock fullPage />}
      fallback={
        <Suspense fallback={null}>
          <RemoteFallback area="Online ordering" />
        </Suspense>
      }
    />
  );
}
