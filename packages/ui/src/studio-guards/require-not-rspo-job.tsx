import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '@shutterday/api-client';
import { isBarredFromJobs } from '@shutterday/domain';
import { studioHomePath } from '../guards/studio-home';

/**
 * Users flagged rspoJob are kept away from organizations and jobs and sent to the studio home (spec
 * §2, §6). The flag is the token's rspo_job claim; the server refuses those routes to them as well.
 */
export function RequireNotRspoJob({ studioId, children }: { studioId: number; children: ReactNode }) {
  const { user } = useSession();
  if (isBarredFromJobs(user)) return <Navigate to={studioHomePath(studioId)} replace />;
  return <>{children}</>;
}
