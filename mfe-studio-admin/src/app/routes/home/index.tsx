import type { RouteObject } from 'react-router';
import { lazyPage } from '@shutterday/ui';

// "home (also the default)": the bare studio path and `home` show the same page.
const dashboard = () => import('./home-dashboard');

export const homeRoutes: RouteObject[] = [
  { index: true, element: lazyPage(dashboard) },
  { path: 'home', element: lazyPage(dashboard) },
];
