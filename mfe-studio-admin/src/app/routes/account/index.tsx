import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../lib/lazy-page';
import { notYet } from '../../../lib/not-yet';

export const accountRoutes: RouteObject[] = [notYet('profile', 'Profile'), { path: 'settings', element: lazyPage(() => import('./account-settings')) }];
