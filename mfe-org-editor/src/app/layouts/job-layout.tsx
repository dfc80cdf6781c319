import { isApiError } from '@shutterday/api-client';
import { useStudioJob } from '@shutterday/api-client/staff';
import { AreaLayout, studioHomePath } from '@shutterday/ui';
import { Result } from 'antd';
import { Outlet } from 'react-router';
import { useJobId, useOrganizationId, useStudioId } from '../../lib/editor-params';
import { organizationPath } from '../../lib/paths';
import { adminJobNav, organizationJobNav } from './job-nav';

/**
 * The job editor's frame, for both mounts: inside an organization, or the admin job editor. A job that
 * does not exist, or belongs to another organization than the URL says, is not found.
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
  const items = organizationId === undefined ? adminJobNav(studioHomePath(studioId)) : organizationJobNav(organizationPath(studioId, organizationId));
  return (
    <AreaLayout title={job.data?.name ?? 'Job'} items={items}>
      <Outlet />
    </AreaLayout>
  );
}
