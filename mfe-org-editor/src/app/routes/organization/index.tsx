import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from '@shutterday/ui';

/** `organizations/:organizationId/*` without the job editor (spec §2 "Organization editor"). */
export const organizationChildren: RouteObject[] = [
  { index: true, element: <Navigate to="overview" replace /> },
  { path: 'overview', element: lazyPage(() => import('./organization-overview')) },
  { path: 'prepay', element: lazyPage(() => import('./organization-prepay')) },
  { path: 'gallery', element: lazyPage(() => import('./organization-gallery')) },
  { path: 'jobs', element: lazyPage(() => import('./organization-jobs')) },
];
