import { useStudioJobs } from '@shutterday/api-client/staff';
import { JOB_FILTER_NAMES, jobsListParams, JobsListPage, NewJobButton, studioHomePath, useListParams } from '@shutterday/ui';
import { jobColumns } from '../../../../features/jobs/components/job-columns';
import { useStudioId } from '../../../../lib/use-studio-id';

/** `jobs`: every job of the studio (search, state/prepay/gallery filters in the URL), a new job in a chosen organization, publish, archive. */
export default function JobsListRoute() {
  const studioId = useStudioId();
  const list = useListParams(JOB_FILTER_NAMES);
  const jobs = useStudioJobs(studioId, jobsListParams(list));
  return (
    <JobsListPage
      studioId={studioId}
      list={list}
      query={jobs}
      columns={jobColumns((job) => `${studioHomePath(studioId)}/jobs/${job.id}`)}
      newJob={<NewJobButton studioId={studioId} />}
      emptyText="This studio has no jobs yet."
    />
  );
}
