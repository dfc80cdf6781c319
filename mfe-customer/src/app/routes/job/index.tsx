import type { RouteObject } from 'react-router';
import { NotAvailableYet } from '../../../lib/not-available-yet';

const notYet = (path: string, name: string): RouteObject => ({ path, element: <NotAvailableYet name={name} /> });

/**
 * The ordering flow of one job (spec §2). Each page exists so links and bookmarks resolve; the pages
 * are built in later issues, and their entry guards come with them.
 */
export const jobRoutes: RouteObject[] = [
  notYet(':jobId', 'Find your photos'),
  notYet(':jobId/search', 'Find your photos'),
  notYet(':jobId/unavailable', 'This event is not available'),
  notYet(':jobId/select-subject', 'Choose a subject'),
  notYet(':jobId/confirmCart', 'Confirm your cart'),
  notYet(':jobId/subject/:subjectId/select-package/:imageId?', 'Choose a package'),
  notYet(':jobId/subject/:subjectId/package-options/:packageIDs/:imageId?', 'Package options'),
  notYet(':jobId/edit-cart-package/:cartPackageId', 'Edit package'),
  notYet(':jobId/cart', 'Your cart'),
  notYet(':jobId/cart/services', 'Order services'),
  notYet(':jobId/checkout', 'Checkout'),
  notYet(':jobId/checkout/review', 'Review your order'),
];
