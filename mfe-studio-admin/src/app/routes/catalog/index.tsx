import type { RouteObject } from 'react-router';
import { notYet } from '../../../lib/not-yet';

export const catalogRoutes: RouteObject[] = [
  notYet('pkg-prefs', 'Package preferences'),
  notYet('pkg-set-mgmt', 'Package sets'),
  notYet('pkg-set-mgmt/:packageSetId/packages', 'Packages of the package set'),
  notYet('packages', 'Packages'),
];
