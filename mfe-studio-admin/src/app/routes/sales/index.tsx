import { Permission } from '@shutterday/domain';
import { RequirePermission } from '@shutterday/ui';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../lib/lazy-page';

// The spec's "extra guard" of reports is not shown; they hold the studio's money figures, so they ask
// for the same permissions as the server's financial endpoints.
const REPORTS_PERMISSIONS = [Permission.StudioFinancialsRead, Permission.StudioAdminCrud];

export const salesRoutes: RouteObject[] = [
  { path: 'prepay', element: lazyPage(() => import('./prepay-jobs')) },
  { path: 'galleries', element: lazyPage(() => import('./gallery-jobs')) },
  { path: 'coupon-codes', element: lazyPage(() => import('./coupon-codes-list')) },
  { path: 'coupon-codes/:couponCodeId', element: lazyPage(() => import('./coupon-code-edit')) },
  {
    path: 'reports',
    element: <RequirePermission anyOf={REPORTS_PERMISSIONS}>{lazyPage(() => import('./studio-reports'))}</RequirePermission>,
  },
];
