import type { RouteObject } from 'react-router';
import { lazyPage } from '@shutterday/ui/lean';

export const downloadRoutes: RouteObject[] = [{ path: 'download/:linkId', element: lazyPage(() => import('./digital-download')) }];
