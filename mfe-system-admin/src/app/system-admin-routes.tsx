import { NotAvailableYet } from '@shutterday/ui';
import { useRoutes } from 'react-router';
import { catalogRoutes } from './routes/catalog';
import { homeRoutes } from './routes/home';
import { logRoutes } from './routes/logs';
import { platformRoutes } from './routes/platform';
import { studioRoutes } from './routes/studios';
import { SystemAdminLayout } from './system-admin-layout';

/** The system admin route table, relative to `/admin` (DESIGN §4), one table per area. */
export function SystemAdminRoutes() {
  return useRoutes([
    {
      element: <SystemAdminLayout />,
      children: [
        ...homeRoutes,
        ...studioRoutes,
        ...platformRoutes,
        ...catalogRoutes,
        ...logRoutes,
        { path: '*', element: <NotAvailableYet page="Page not found" /> },
      ],
    },
  ]);
}
