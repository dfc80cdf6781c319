import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../lib/lazy-page';

export const unsubscribeRoutes: RouteObject[] = [{ path: 'unsubscribe/:jobId', element: lazyPage(() => import('./unsubscribe-page')) }];
