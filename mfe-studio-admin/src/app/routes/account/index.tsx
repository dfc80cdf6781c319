import { Permission } from '@shutterday/domain';
import { lazyPage, RequirePermission } from '@shutterday/ui';
import type { RouteObject } from 'react-router';

/** Payouts: its money for "See payments and reports", its Stripe account for "Edit the studio…"; nobody else. */
const PAYOUTS_PERMISSIONS = [Permission.StudioFinancialsRead, Permission.StudioAdminCrud];

export const accountRoutes: RouteObject[] = [
  { path: 'profile', element: lazyPage(() => import('./account-profile')) },
  { path: 'settings', element: lazyPage(() => import('./account-settings')) },
  { path: 'settings/payouts', element: <RequirePermission anyOf={PAYOUTS_PERMISSIONS}>{lazyPage(() => import('./payouts-settings'))}</RequirePermission> },
  { path: 'users', element: lazyPage(() => import('./users-list')) },
  { path: 'users/:userId', element: lazyPage(() => import('./user-edit')) },
];
