import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../lib/lazy-page';
import { notYet } from '../../../lib/not-yet';

/** What the platform recorded: failed orders, tax and mail logs, gallery processing. */
export const logRoutes: RouteObject[] = [
  notYet('order-errors', 'Order errors'),
  { path: 'vertex-logs', element: lazyPage(() => import('./vertex-logs')) },
  { path: 'sendgrid-logs', element: lazyPage(() => import('./sendgrid-logs')) },
  { path: 'galleries-processing', element: lazyPage(() => import('./galleries-processing')) },
];
