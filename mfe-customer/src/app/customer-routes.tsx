import { useRoutes, type RouteObject } from 'react-router';
import { PageNotFound } from '../lib/page-not-found';
import { CustomerLayout } from './layout/customer-layout';
import { downloadRoutes } from './routes/download';
import { unsubscribeRoutes } from './routes/unsubscribe';
import { jobRoutes } from './routes/job';
import { orderRoutes } from './routes/order';
import { studioRoutes } from './routes/studio';

/** The pages under the layout, relative to `/:studioSlug`: exported for the test that walks spec §2's routes. */
export const customerRouteTable: RouteObject[] = [...studioRoutes, ...orderRoutes, ...downloadRoutes, ...unsubscribeRoutes, ...jobRoutes, { path: '*', element: <PageNotFound /> }];

/** The customer area's route table, relative to `/:studioSlug` (DESIGN §4), one table per area. */
export function CustomerRoutes() {
  return useRoutes([{ element: <CustomerLayout />, children: customerRouteTable }]);
}
