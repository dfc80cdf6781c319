import { READ_ONLY_JOBS } from '@shutterday/domain';
import { lazyPage, RequireNotRspoJob, useStaffAbilities, WriteAccessProvider } from '@shutterday/ui';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { useStudioId } from '../../../lib/use-studio-id';

/** The lists of organizations and jobs: not for users kept away from them; read-only without "Edit organizations, jobs…". */
function NotForRspoJobUsers({ children }: { children: ReactNode }) {
  return (
    <RequireNotRspoJob studioId={useStudioId()}>
      <WriteAccessProvider allowed={useStaffAbilities().editJobs} reason={READ_ONLY_JOBS}>
        {children}
      </WriteAccessProvider>
    </RequireNotRspoJob>
  );
}

// Organization and job editors (`organizations/:id/*`, `jobs/:id/*`) belong to the org editor remote,
// which the shell mounts on those longer paths; only the lists live here.
export const eventRoutes: RouteObject[] = [
  { path: 'organizations', element: <NotForRspoJobUsers>{lazyPage(() => import('./organizations-list'))}</NotForRspoJobUsers> },
  { path: 'jobs', element: <NotForRspoJobUsers>{lazyPage(() => import('./jobs-list'))}</NotForRspoJobUsers> },
];
