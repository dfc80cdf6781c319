import type { RouteObject } from 'react-router';
import { lazyPage } from '@shutterday/ui';

/** Accounts, studios' features and the platform's own settings. */
export const platformRoutes: RouteObject[] = [
  { path: 'profile', element: lazyPage(() => import('./profile')) },
  { path: 'features', element: lazyPage(() => import('./features')) },
  { path: 'users', element: lazyPage(() => import('./users-list')) },
  { path: 'users/:userId', element: lazyPage(() => import('./user-edit')) },
  { path: 'reports', element: lazyPage(() => import('./platform-reports')) },
  { path: 'system', element: lazyPage(() => import('./system')) },
  { path: 'remotes', element: lazyPage(() => import('./remotes')) },
  { path: 'taxes', element: lazyPage(() => import('./taxes-list')) },
  { path: 'taxes/:taxRateId', element: lazyPage(() => import('./tax-rate-edit')) },
  { path: 'configuration', element: lazyPage(() => import('./configuration')) },
  { path: 'entry', element: lazyPage(() => import('./entry')) },
  { path: 'watermarks', element: lazyPage(() => import('./watermarks')) },
  { path: 'defined-fields', element: lazyPage(() => import('./defined-fields-list')) },
  { path: 'defined-fields/:definedFieldId', element: lazyPage(() => import('./defined-field-edit')) },
  { path: 'workflows', element: lazyPage(() => import('./workflows-list')) },
  { path: 'workflows/:workflowId', element: lazyPage(() => import('./workflow-edit')) },
];
