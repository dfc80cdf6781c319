import type { Job, PagedList } from '@shutterday/domain';
import { QueryState, type QueryLike } from '@shutterday/ui';
import { RecentJobsTable } from './recent-jobs-table';

/** How many jobs the home page lists; the jobs page has them all. */
export const RECENT_JOBS_SHOWN = 5;

export function RecentJobsPanel({ query, jobHref }: { query: QueryLike<PagedList<Job>>; jobHref: (job: Job) => string }) {
  return (
    <QueryState query={query} errorTitle="We couldn't load the jobs" loadingLabel="Loading jobs…">
      {(page) => <RecentJobsTable jobs={page.resultItems.slice(0, RECENT_JOBS_SHOWN)} jobHref={jobHref} />}
    </QueryState>
  );
}
