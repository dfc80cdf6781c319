import { NotAvailableYet } from '@shutterday/ui';
import type { RouteObject } from 'react-router-dom';
import { RequireNotRspoJob } from '../../../lib/require-not-rspo-job';

// Organization and job editors (`organizations/:id/*`, `jobs/:id/*`) belong to the org editor remote,
// which the shell mounts on those longer paths; only the lists live here.
export const eventRoutes: RouteObject[] = [
  { path: 'organizations', element: <RequireNotRspoJob><NotAvailableYet page="Organizations" /></RequireNotRspoJob> },
  { path: 'jobs', element: <RequireNotRspoJob><NotAvailableYet page="Jobs" /></RequireNotRspoJob> },
];
