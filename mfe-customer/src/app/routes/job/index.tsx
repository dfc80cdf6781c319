import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { lazyPage } from '@shutterday/ui/lean';
import { JobGuard } from './job-guard';
import { JobSession } from './job-session';

type Load = () => Promise<{ default: ComponentType }>;

/** A page behind the entry guard (spec §2): publication only for search and gallery, the method too for the rest. */
const guarded = (path: string | undefined, load: Load, publicationOnly = false): RouteObject => ({
  ...(path === undefined ? { index: true } : { path }),
  element: <JobGuard publicationOnly={publicationOnly}>{lazyPage(load)}</JobGuard>,
});

const search = () => import('./subject-search');
const packageOptions = () => import('./package-options');
const cart = () => import('./cart');

/** The ordering flow of one job (spec §2), under the job session that loads the job once. */
export const jobRoutes: RouteObject[] = [
  {
    path: ':jobId',
    element: <JobSession loadCart={cart} />,
    children: [
      guarded(undefined, search, true),
      guarded('search', search, true),
      { path: 'unavailable', element: lazyPage(() => import('./job-unavailable')) },
      guarded('select-subject', () => import('./select-subject'), true),
      guarded('subject/:subjectId/select-package/:imageId?', () => import('./select-package')),
      guarded('subject/:subjectId/package-options/:packageIDs/:imageId?', packageOptions),
      guarded('edit-cart-package/:cartPackageId', () => import('./edit-cart-package')),
      guarded('cart', cart),
      guarded('confirmCart', cart),
      guarded('cart/services', () => import('./cart-services')),
      guarded('checkout', () => import('./checkout')),
      guarded('checkout/review', () => import('./checkout-review')),
    ],
  },
];
