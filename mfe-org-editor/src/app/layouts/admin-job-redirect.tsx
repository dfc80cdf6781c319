import { isApiError } from '@shutterday/api-client';
import { useStudioJob } from '@shutterday/api-client/staff';
import { LoadingBlock } from '@shutterday/ui/lean';
import { Result } from 'antd';
import { Navigate, useLocation, useParams } from 'react-router';
import { useJobId, useStudioId } from '../../lib/editor-params';
import { organizationPath } from '../../lib/paths';

/**
 * `/admin/studios/:studioId/jobs/:jobId/*` (spec §2 "Admin job editor"): the same job, in the one job editor
 * under its organization, at the same page (`orders/camera-cards` stays `orders/camera-cards`).
 */
export function AdminJobRedirect() {
  const studioId = useStudioId();
  const jobId = useJobId();
  const rest = useParams()['*'] ?? '';
  const { search, hash } = useLocation();
  const job = useStudioJob(studioId, jobId);
  if (isApiError(job.error) && job.error.status === 404) return <Result status="404" title="We couldn't find this job" />;
  if (job.error) return <Result status="error" title="We couldn't load the job" subTitle="Reload the page to try again." />;
  if (!job.data) return <LoadingBlock label="Loading the job…" />;
  return <Navigate replace to={`${organizationPath(studioId, job.data.organizationId)}/jobs/${jobId}/${rest}${search}${hash}`} />;
}
