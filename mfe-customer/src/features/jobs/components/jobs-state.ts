import type { CustomerJob } from '@shutterday/domain';

/** What the landing page knows of the job list; the view renders each case, the route fills it. */
export type JobsState =
  | { status: 'pending' }
  | { status: 'error'; message: string; retry: () => void }
  | {
      status: 'success';
      items: CustomerJob[];
      totalRecords: number;
      /** Set when more pages exist (spec §4 paged loader). */
      loadMore?: () => void;
      loadingMore?: boolean;
    };
