import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../lib/lazy-page';

export const downloadRoutes: RouteObject[] = [{ path: 'download/:linkId', element: lazyPage(() => import('./digital-download')) }];
