import type { RouteObject } from 'react-router';
import { lazyPage } from '@shutterday/ui/lean';

// The landing answers both the bare slug and an access code (spec §2 customer routes).
const landing = () => import('./studio-landing');

export const studioRoutes: RouteObject[] = [
  { index: true, element: lazyPage(landing) },
  { path: 'code/:code', element: lazyPage(landing) },
];
