import { NotAvailableYet } from '@shutterday/ui';
import type { RouteObject } from 'react-router';

/** A page of the navigation that a later issue builds: present, and plainly marked as not available yet. */
export const notYet = (path: string, page: string): RouteObject => ({ path, element: <NotAvailableYet page={page} /> });
