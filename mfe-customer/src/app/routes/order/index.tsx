import type { RouteObject } from 'react-router';
import { lazyPage } from '@shutterday/ui/lean';

export const orderRoutes: RouteObject[] = [
  { path: ':jobId/order/:orderNumber', element: lazyPage(() => import('./order-confirmation')) },
];
