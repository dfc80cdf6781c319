import { NotAvailableYet } from '@shutterday/ui';
import { useRoutes, type RouteObject } from 'react-router';
import { catalogRoutes } from './routes/catalog';
import { homeRoutes } from './routes/home';
import { logRoutes } from './routes/logs';
import { platformRoutes } from './routes/platform';
import { studioRoutes } from './routes/studios';
import { SystemAdminLayout } from './system-admin-layout';

/** The pages under the layout, relative to `/admin`: exported for the test that walks spec §2's routes. */
export const systemAdminRouteTable: RouteObject[] = [
  ...homeRoutes,
  ...studioRoutes,
  ...platformRoutes,
  ...catalogRoutes,
  ...logRoutes,
  { path: '*', element: <NotAvailableYet page="Page not found" /> },
];

/** The system admin route table, relative to `/admin` (DESIGN §4), one table per area. */
export function SystemAdminRoutes() {
  return useRoutes([{ element: <SystemAdminLayout />, children: systemAdminRouteTable }]);
}
