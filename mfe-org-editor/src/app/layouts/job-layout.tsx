import { isApiError } from '@shutterday/api-client';
import { useStudioJob } from '@shutterday/api-client/staff';
import { AreaLayout } from '@shutterday/ui';
import { Result } from 'antd';
import { Outlet } from 'react-router';
import { useJobId, useOrganizationId, useStudioId } from '../../lib/editor-params';
import { organizationPath } from '../../lib/paths';
import { jobNav } from './job-nav';

/**
 * The one job editor's frame, inside the job's organization. A job that does not exist, or belongs to
 * another organization than the URL says, is not found.
 */
export function JobLayout() {
  const studioId = useStudioId();
  const organizationId = useOrganizationId();
  const jobId = useJobId();
  const job = useStudioJob(studioId, jobId);
  const notFound =
    (isApiError(job.error) && job.error.status === 404) ||
    (organizationId !== undefined && job.data !== undefined && job.data.organizationId !== organizationId);
  if (notFound) return <Result status="404" title="We couldn't find this job" />;
  const items = jobNav(organizationPath(studioId, organizationId ?? job.data?.organizationId ?? 0));
  return (
    <AreaLayout title={job.data?.name ?? 'Job'} items={items}>
      <Outlet />
    </AreaLayout>
  );
}
