import { Permission, StudioFeature } from '@shutterday/domain';
import { lazyPage, RequirePermission } from '@shutterday/ui';
import type { RouteObject } from 'react-router';
import { FeaturePage } from '../../../lib/feature-page';
import { STUDIO_EDITOR_ONLY } from '../../studio-editor-only';

// The spec's "extra guard" of reports is not shown; they hold the studio's money figures, so they ask
// for the same permissions as the server's financial endpoints. Each page of this area is also behind
// the studio's feature switch of its name (the system admin's Features page).
const REPORTS_PERMISSIONS = [Permission.StudioFinancialsRead];

export const salesRoutes: RouteObject[] = [
  { path: 'prepay', element: <FeaturePage feature={StudioFeature.Prepay}>{lazyPage(() => import('./prepay-jobs'))}</FeaturePage> },
  { path: 'galleries', element: <FeaturePage feature={StudioFeature.Galleries}>{lazyPage(() => import('./gallery-jobs'))}</FeaturePage> },
  { path: 'coupon-codes', element: <FeaturePage feature={StudioFeature.CouponCodes}><RequirePermission anyOf={STUDIO_EDITOR_ONLY}>{lazyPage(() => import('./coupon-codes-list'))}</RequirePermission></FeaturePage> },
  { path: 'coupon-codes/:couponCodeId', element: <FeaturePage feature={StudioFeature.CouponCodes}><RequirePermission anyOf={STUDIO_EDITOR_ONLY}>{lazyPage(() => import('./coupon-code-edit'))}</RequirePermission></FeaturePage> },
  {
    path: 'reports',
    element: (
      <FeaturePage feature={StudioFeature.Reports}>
        <RequirePermission anyOf={REPORTS_PERMISSIONS}>{lazyPage(() => import('./studio-reports'))}</RequirePermission>
      </FeaturePage>
    ),
  },
];
