import type { RouteObject } from 'react-router';
import { NotAvailableYet } from '../../../lib/not-available-yet';

export const downloadRoutes: RouteObject[] = [{ path: 'download/:linkId', element: <NotAvailableYet name="Digital download" /> }];
