import type { RouteObject } from 'react-router';
import { lazyPage } from '@shutterday/ui';

/** What the platform recorded: failed orders, tax and mail logs, gallery processing. */
export const logRoutes: RouteObject[] = [
  { path: 'order-errors', element: lazyPage(() => import('./order-errors')) },
  { path: 'vertex-logs', element: lazyPage(() => import('./vertex-logs')) },
  { path: 'sendgrid-logs', element: lazyPage(() => import('./sendgrid-logs')) },
  { path: 'galleries-processing', element: lazyPage(() => import('./galleries-processing')) },
];
