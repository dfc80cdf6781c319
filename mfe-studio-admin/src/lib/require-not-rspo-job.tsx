import { useSession } from '@shutterday/api-client';
import { isBarredFromJobs } from '@shutterday/domain';
import { studioHomePath } from '@shutterday/ui';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useStudioId } from './use-studio-id';

/**
 * Users flagged rspoJob are kept away from organizations and jobs and sent home (spec §2, §6). The
 * session reads the flag from the token when the token carries it; without it nobody is barred.
 */
export function RequireNotRspoJob({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const studioId = useStudioId();
  const flags = (user ?? {}) as { rspoJob?: boolean | null };
  if (isBarredFromJobs({ rspoJob: flags.rspoJob })) return <Navigate to={studioHomePath(studioId)} replace />;
  return <>{children}</>;
}
