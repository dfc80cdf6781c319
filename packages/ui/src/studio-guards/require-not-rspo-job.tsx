import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '@shutterday/api-client';
import { isBarredFromJobs } from '@shutterday/domain';
import { studioHomePath } from '../guards/studio-home';

/**
 * Users flagged rspoJob are kept away from organizations and jobs and sent to the studio home (spec
 * §2, §6). The flag is read from the session when the token carries it; without it nobody is barred.
 */
export function RequireNotRspoJob({ studioId, children }: { studioId: number; children: ReactNode }) {
  const { user } = useSession();
  const flags = (user ?? {}) as { rspoJob?: boolean | null };
  if (isBarredFromJobs({ rspoJob: flags.rspoJob })) return <Navigate to={studioHomePath(studioId)} replace />;
  return <>{children}</>;
}
