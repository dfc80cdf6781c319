import { useCustomerJobPages } from '@shutterday/api-client';
import { useParams, useSearchParams } from 'react-router';
import type { JobsState } from '../../../../features/jobs/components/jobs-state';
import { StudioLandingView } from '../../../../features/jobs/components/studio-landing-view';
import { areaPath, useBasename } from '../../../../lib/basename-context';
import { errorText } from '../../../../lib/retry-policy';
import { useStudio } from '../../../../lib/studio-context';
import { useDebouncedValue, usePageTitle } from '@shutterday/ui/lean';

const SEARCH_DELAY_MS = 300;

/**
 * `/:studioSlug` and `/:studioSlug/code/:code`: the studio's published jobs, searchable by name. The
 * search text lives in the URL (`?q=`) so that Back returns to the same filtered list.
 */
export default function StudioLandingRoute() {
  const studio = useStudio();
  const basename = useBasename();
  const { code } = useParams();
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const settled = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  usePageTitle(studio.name);
  const jobs = useCustomerJobPages({ studioId: studio.id, search: settled || undefined, code });

  const onSearchChange = (value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set('q', value);
      else next.delete('q');
      return next;
    }, { replace: true });

  let state: JobsState;
  if (jobs.isPending) state = { status: 'pending' };
  else if (jobs.isError) state = { status: 'error', message: errorText(jobs.error), retry: () => void jobs.refetch() };
  else {
    const pages = jobs.data.pages;
    state = {
      status: 'success',
      items: pages.flatMap((page) => page.resultItems),
      totalRecords: pages[0]?.totalRecords ?? 0,
      loadMore: jobs.hasNextPage ? () => void jobs.fetchNextPage() : undefined,
      loadingMore: jobs.isFetchingNextPage,
    };
  }

  return (
    <StudioLandingView
      studio={studio}
      code={code}
      search={settled}
      searchInput={search}
      onSearchChange={onSearchChange}
      jobs={state}
      jobHref={(job) => areaPath(basename, `${job.id}/search`)}
      allEventsHref={areaPath(basename)}
    />
  );
}
