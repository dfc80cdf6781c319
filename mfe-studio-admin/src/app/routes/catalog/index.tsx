import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../lib/lazy-page';

export const catalogRoutes: RouteObject[] = [
  { path: 'pkg-prefs', element: lazyPage(() => import('./package-prefs')) },
  { path: 'pkg-set-mgmt', element: lazyPage(() => import('./package-sets-list')) },
  { path: 'pkg-set-mgmt/:packageSetId/packages', element: lazyPage(() => import('./package-set-packages')) },
  { path: 'packages', element: lazyPage(() => import('./packages-list')) },
  { path: 'packages/:packageId', element: lazyPage(() => import('./package-edit')) },
];
