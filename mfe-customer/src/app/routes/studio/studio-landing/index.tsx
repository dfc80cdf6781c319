import { useCodeDestination, useCustomerJobPages, useSignUpForPhotos } from '@shutterday/api-client';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { foundSubjectsAtom, withFoundSubjects } from '../../../../features/ordering/state/found-subjects-atom';
import type { JobsState } from '../../../../features/jobs/components/jobs-state';
import { StudioLandingView } from '../../../../features/jobs/components/studio-landing-view';
import { areaPath, useBasename } from '../../../../lib/basename-context';
import { errorText } from '../../../../lib/retry-policy';
import { useStudio } from '../../../../lib/studio-context';
import { LoadingBlock, useDebouncedValue, usePageTitle } from '@shutterday/ui/lean';

const SEARCH_DELAY_MS = 300;

/**
 * `/:studioSlug` and `/:studioSlug/code/:code`: the studio's published jobs, searchable by name. The
 * search text lives in the URL (`?q=`) so that Back returns to the same filtered list. A code leads on
 * when it names more than the studio: a child's code to the child's photos, a job's code to its search
 * page; the studio's own code (or an unknown one) stays here with the list it opens.
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
  const destination = useCodeDestination(code, studio.slug);
  const leadsOn = destination.data?.jobId != null;
  const setFound = useSetAtom(foundSubjectsAtom);
  const navigate = useNavigate();
  useEffect(() => {
    const to = destination.data;
    if (!to || to.jobId === null) return;
    if (to.subject) {
      const subject = to.subject;
      setFound((found) => withFoundSubjects(found, to.jobId!, [subject]));
      void navigate(areaPath(basename, `${to.jobId}/subject/${subject.id}/select-package`), { replace: true });
    } else void navigate(areaPath(basename, `${to.jobId}/search`), { replace: true });
  }, [destination.data, basename, navigate, setFound]);
  const signUp = useSignUpForPhotos(studio.slug);
  const onCode = (typed: string) => void navigate(areaPath(basename, `code/${encodeURIComponent(typed)}`));

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

  if (code && (destination.isPending || leadsOn)) return <LoadingBlock label="Opening your code…" />;

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
      onCode={onCode}
      onSignUp={(body) => signUp.mutateAsync(body).then((answer) => answer.message)}
    />
  );
}
