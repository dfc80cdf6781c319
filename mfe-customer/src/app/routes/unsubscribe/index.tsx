import type { RouteObject } from 'react-router';
import { lazyPage } from '@shutterday/ui/lean';

export const unsubscribeRoutes: RouteObject[] = [{ path: 'unsubscribe/:jobId', element: lazyPage(() => import('./unsubscribe-page')) }];
