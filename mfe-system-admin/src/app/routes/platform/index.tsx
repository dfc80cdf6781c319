import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../lib/lazy-page';
import { notYet } from '../../../lib/not-yet';

/** Accounts, studios' features and the platform's own settings. */
export const platformRoutes: RouteObject[] = [
  { path: 'profile', element: lazyPage(() => import('./profile')) },
  { path: 'features', element: lazyPage(() => import('./features')) },
  notYet('users', 'Users'),
  { path: 'reports', element: lazyPage(() => import('./platform-reports')) },
  { path: 'system', element: lazyPage(() => import('./system')) },
  { path: 'taxes', element: lazyPage(() => import('./taxes-list')) },
  { path: 'taxes/:taxRateId', element: lazyPage(() => import('./tax-rate-edit')) },
  { path: 'configuration', element: lazyPage(() => import('./configuration')) },
  notYet('entry', 'Entry'),
  notYet('watermarks', 'Watermarks'),
  notYet('defined-fields', 'Defined fields'),
  { path: 'workflows', element: lazyPage(() => import('./workflows-list')) },
  { path: 'workflows/:workflowId', element: lazyPage(() => import('./workflow-edit')) },
];
