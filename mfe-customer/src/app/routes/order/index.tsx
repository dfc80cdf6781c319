import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../lib/lazy-page';

export const orderRoutes: RouteObject[] = [
  { path: ':jobId/order/:orderNumber', element: lazyPage(() => import('./order-confirmation')) },
];
