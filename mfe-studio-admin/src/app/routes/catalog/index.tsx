import { lazyPage, RequirePermission } from '@shutterday/ui';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { STUDIO_EDITOR_ONLY } from '../../studio-editor-only';

const editorsOnly = (page: ReactNode) => <RequirePermission anyOf={STUDIO_EDITOR_ONLY}>{page}</RequirePermission>;

export const catalogRoutes: RouteObject[] = [
  { path: 'pkg-prefs', element: editorsOnly(lazyPage(() => import('./package-prefs'))) },
  { path: 'pkg-set-mgmt', element: editorsOnly(lazyPage(() => import('./package-sets-list'))) },
  { path: 'pkg-set-mgmt/:packageSetId/packages', element: editorsOnly(lazyPage(() => import('./package-set-packages'))) },
  { path: 'packages', element: editorsOnly(lazyPage(() => import('./packages-list'))) },
  { path: 'packages/:packageId', element: editorsOnly(lazyPage(() => import('./package-edit'))) },
];
