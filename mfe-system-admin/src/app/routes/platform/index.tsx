import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../lib/lazy-page';
import { notYet } from '../../../lib/not-yet';

/** Accounts, studios' features and the platform's own settings. */
export const platformRoutes: RouteObject[] = [
  notYet('profile', 'Profile'),
  notYet('features', 'Features'),
  notYet('users', 'Users'),
  notYet('reports', 'Reports'),
  notYet('system', 'System'),
  notYet('taxes', 'Taxes'),
  notYet('configuration', 'Configuration'),
  notYet('entry', 'Entry'),
  notYet('watermarks', 'Watermarks'),
  notYet('defined-fields', 'Defined fields'),
  { path: 'workflows', element: lazyPage(() => import('./workflows-list')) },
  { path: 'workflows/:workflowId', element: lazyPage(() => import('./workflow-edit')) },
];
