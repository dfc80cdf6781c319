import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from '../../../lib/lazy-page';
import { notYet } from '../../../lib/not-yet';

/** `organizations/:organizationId/*` without the job editor (spec §2 "Organization editor"). */
export const organizationChildren: RouteObject[] = [
  { index: true, element: <Navigate to="overview" replace /> },
  { path: 'overview', element: lazyPage(() => import('./organization-overview')) },
  notYet('prepay', 'Prepay'),
  notYet('gallery', 'Gallery'),
  { path: 'jobs', element: lazyPage(() => import('./organization-jobs')) },
];
