import { NotAvailableYet } from '@shutterday/ui';
import { useRoutes, type RouteObject } from 'react-router';
import { accountRoutes } from './routes/account';
import { catalogRoutes } from './routes/catalog';
import { eventRoutes } from './routes/events';
import { homeRoutes } from './routes/home';
import { salesRoutes } from './routes/sales';
import { StudioAdminLayout } from './studio-admin-layout';

/** The pages under the layout, relative to `/admin/studios/:studioId`: exported for the test that walks spec §2's routes. */
export const studioAdminRouteTable: RouteObject[] = [
  ...homeRoutes,
  ...accountRoutes,
  ...eventRoutes,
  ...salesRoutes,
  ...catalogRoutes,
  { path: '*', element: <NotAvailableYet page="Page not found" /> },
];

/** The studio admin route table, relative to `/admin/studios/:studioId` (DESIGN §4), one table per area. */
export function StudioAdminRoutes() {
  return useRoutes([{ element: <StudioAdminLayout />, children: studioAdminRouteTable }]);
}
