import { useOrganizationJobs } from '@shutterday/api-client/staff';
import { DEFAULT_PAGE } from '@shutterday/domain';
import { QueryState } from '@shutterday/ui';
import { useState } from 'react';
import { OrganizationJobsTable } from './organization-jobs-table';

interface OrganizationJobsSectionProps {
  studioId: number;
  organizationId: number;
  jobHref: (jobId: number) => string;
}

/** The organization's jobs, loaded page by page (50, from page 1). */
export function OrganizationJobsSection({ studioId, organizationId, jobHref }: OrganizationJobsSectionProps) {
  const [page, setPage] = useState(DEFAULT_PAGE);
  const jobs = useOrganizationJobs(studioId, organizationId, { page });
  return (
    <QueryState query={jobs} errorTitle="We couldn't load the jobs" loadingLabel="Loading jobs…">
      {(data) => (
        <OrganizationJobsTable page={data} loading={jobs.isPlaceholderData} onPageChange={setPage} jobHref={(job) => jobHref(job.id)} />
      )}
    </QueryState>
  );
}
