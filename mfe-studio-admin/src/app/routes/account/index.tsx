import type { RouteObject } from 'react-router';
import { notYet } from '../../../lib/not-yet';

export const accountRoutes: RouteObject[] = [notYet('profile', 'Profile'), notYet('settings', 'Settings')];
