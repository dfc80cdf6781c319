import { customerStudioQuery, isApiError, type ApiError } from '@shutterday/api-client';
import { studioLoadError } from '@shutterday/domain';
import { useQuery } from '@tanstack/react-query';
import { Outlet, useParams } from 'react-router';
import { HeaderCart } from '../../features/ordering/components/header-cart';
import { StudioHeader } from '../../features/studio/components/studio-header';
import { StudioNotFound } from '../../features/studio/components/studio-not-found';
import { StudioUnavailable } from '../../features/studio/components/studio-unavailable';
import { areaPath, useBasename } from '../../lib/basename-context';
import { retryUnlessClientError } from '../../lib/retry-policy';
import { LoadingBlock } from '@shutterday/ui/lean';
import { PAGE_TEXT } from '../page-text';
import { refusePreviewSave } from '../../lib/protect-previews';

/**
 * The customer layout of `/:studioSlug` (spec §2): it loads the studio once for every page under it,
 * and answers for the studio itself — unknown slug, studio not open for ordering, failed load.
 */
export function CustomerLayout() {
  const { studioSlug = '' } = useParams();
  const basename = useBasename();
  const studio = useQuery({ ...customerStudioQuery(studioSlug), retry: retryUnlessClientError });

  if (studio.isPending) {
    return (
      <main className="sdc-main" id="main">
        <LoadingBlock label="Loading the studio…" />
      </main>
    );
  }
  if (studio.isError) {
    const status = isApiError(studio.error) ? studio.error.status : 0;
    if (status === 404) return <StudioNotFound slug={studioSlug} />;
    // 403 is the server's "not open for ordering" (rspoEnabled off, or closed: then in the studio's own words): retrying cannot change it.
    if (status === 403) return <StudioUnavailable words={(studio.error as ApiError).errors[0]} />;
    return <StudioUnavailable onRetry={() => void studio.refetch()} />;
  }
  if (studioLoadError(studio.data)) return <StudioUnavailable />;

  return (
    <>
      <StudioHeader studio={studio.data} homeHref={areaPath(basename)} cart={<HeaderCart />} />
      <main className="sdc-main" id="main" onContextMenu={refusePreviewSave} onDragStart={refusePreviewSave}>
        <Outlet context={studio.data} />
      </main>
      <footer className="sdc-footer">{PAGE_TEXT.footer}</footer>
    </>
  );
}
