import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../lib/lazy-page';

export const accountRoutes: RouteObject[] = [
  { path: 'profile', element: lazyPage(() => import('./account-profile')) },
  { path: 'settings', element: lazyPage(() => import('./account-settings')) },
  { path: 'settings/payouts', element: lazyPage(() => import('./payouts-settings')) },
  { path: 'users', element: lazyPage(() => import('./users-list')) },
  { path: 'users/:userId', element: lazyPage(() => import('./user-edit')) },
];
