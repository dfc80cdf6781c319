import type { RouteObject } from 'react-router';
import { lazyPage } from '@shutterday/ui';

// A studio's own pages are the studio admin remote's (`/admin/studios/:studioId/*`, mounted by the shell).
export const studioRoutes: RouteObject[] = [{ path: 'studios', element: lazyPage(() => import('./studios-list')) }];
