import { useOrganizationJobs } from '@shutterday/api-client/staff';
import { JOB_FILTER_NAMES, jobsListParams, JobsListPage, NewJobButton, useListParams } from '@shutterday/ui';
import { organizationJobColumns } from '../../../../features/organization/components/organization-jobs-table';
import { useOrganizationId, useStudioId } from '../../../../lib/editor-params';
import { organizationPath } from '../../../../lib/paths';

/**
 * `organizations/:organizationId/jobs`: the organization's jobs (search, state/prepay/gallery filters in the
 * URL); a new job joins the list unpublished, to publish or archive from its row.
 */
export default function OrganizationJobsRoute() {
  const studioId = useStudioId();
  const organizationId = useOrganizationId()!;
  const list = useListParams(JOB_FILTER_NAMES);
  const jobs = useOrganizationJobs(studioId, organizationId, jobsListParams(list));
  return (
    <JobsListPage
      studioId={studioId}
      list={list}
      query={jobs}
      columns={organizationJobColumns((job) => `${organizationPath(studioId, organizationId)}/jobs/${job.id}`)}
      newJob={<NewJobButton studioId={studioId} organizationId={organizationId} />}
      emptyText="This organization has no jobs yet."
    />
  );
}
