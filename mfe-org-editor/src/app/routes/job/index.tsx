import { Permission, StudioFeature } from '@shutterday/domain';
import { lazyPage, RequirePermission } from '@shutterday/ui';
import type { ReactElement } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { tabbedRoute } from '../../../lib/tabbed-route';
import { FeatureTab, JOB_SETTINGS_TABS, JobSettingsTabs } from '../../../features/job-settings/components/job-settings-tabs';

const overview = (): RouteObject[] => [
  { index: true, element: <Navigate to="overview" replace /> },
  { path: 'overview', element: lazyPage(() => import('./job-overview')) },
];

// The settings tabs load together: one small chunk for the five forms.
const settingsPage = (name: 'GeneralSettingsRoute' | 'StandardSettingsRoute' | 'PreorderSettingsRoute' | 'PrefieldsSettingsRoute' | 'GallerySettingsRoute') =>
  lazyPage(() => import('./job-settings').then((module) => ({ default: module[name] })));
const SETTINGS_ELEMENTS = {
  general: settingsPage('GeneralSettingsRoute'),
  standard: settingsPage('StandardSettingsRoute'),
  preorder: <FeatureTab feature={StudioFeature.Prepay}>{settingsPage('PreorderSettingsRoute')}</FeatureTab>,
  prefields: settingsPage('PrefieldsSettingsRoute'),
  gallery: <FeatureTab feature={StudioFeature.Galleries}>{settingsPage('GallerySettingsRoute')}</FeatureTab>,
};

const packageSets = (): RouteObject[] => [
  { path: 'package-sets', element: lazyPage(() => import('./job-package-sets')) },
  { path: 'package-sets/:packageSetId', element: lazyPage(() => import('./job-package-set')) },
];

const promotions = (): RouteObject[] => [
  { path: 'promotions', element: lazyPage(() => import('./job-promotions')) },
  { path: 'promotions/:promotionId', element: lazyPage(() => import('./job-promotion-edit')) },
];

const subjects = (): RouteObject[] => [
  tabbedRoute('subjects', 'Subjects', [{ path: 'listing', label: 'Listing' }, { path: 'groups', label: 'Groups' }], {}, {
    listing: lazyPage(() => import('./job-subjects-listing')),
    groups: lazyPage(() => import('./job-subject-groups')),
  }),
  { path: 'subjects/:subjectId', element: lazyPage(() => import('./job-subject')) },
];

const ORDER_TABS = [
  { path: 'prepay', label: 'Prepay orders' },
  { path: 'batch', label: 'Batch' },
  { path: 'individual', label: 'Individual' },
  { path: 'submitted', label: 'Submitted' },
];
// The two order lists load together, and so do the two fulfilment lists (Batch, Individual).
const ordersPage = (name: 'PrepayOrdersRoute' | 'SubmittedOrdersRoute') => lazyPage(() => import('./job-orders').then((module) => ({ default: module[name] })));
const fulfilmentPage = (name: 'BatchOrdersRoute' | 'IndividualOrdersRoute') => lazyPage(() => import('./job-fulfilment').then((module) => ({ default: module[name] })));
const ORDER_ELEMENTS = {
  prepay: ordersPage('PrepayOrdersRoute'),
  batch: fulfilmentPage('BatchOrdersRoute'),
  individual: fulfilmentPage('IndividualOrdersRoute'),
  submitted: ordersPage('SubmittedOrdersRoute'),
};
const order = (): RouteObject => ({ path: 'orders/:orderNumber', element: lazyPage(() => import('./job-order')) });

// The print pages' guard is "not shown" in the spec; they print subjects' names for the studio's
// staff, so they ask for the studio's editing permissions.
const PRINT_PERMISSIONS = [Permission.StudioCrud, Permission.StudioAdminCrud];
const guardedPrint = (path: string, page: ReactElement): RouteObject => ({
  path,
  element: <RequirePermission anyOf={PRINT_PERMISSIONS}>{page}</RequirePermission>,
});

/**
 * `organizations/:organizationId/jobs/:jobId/*`: the one job editor. It holds every page of both spec
 * editors (spec §2 "Organization editor" and "Admin job editor"); the admin job editor's paths
 * (`/admin/studios/:studioId/jobs/:jobId/*`) lead here with the rest of their path (docs/remotes.md).
 */
export const jobChildren: RouteObject[] = [
  ...overview(),
  tabbedRoute('settings', 'Settings', JOB_SETTINGS_TABS, { 'general-settings': 'general' }, SETTINGS_ELEMENTS, <JobSettingsTabs />),
  ...packageSets(),
  tabbedRoute('packages', 'Packages', [{ path: 'listing', label: 'Listing' }, { path: 'greenscreens', label: 'Green screens' }], {}, {
    listing: lazyPage(() => import('./job-packages-listing')),
    greenscreens: lazyPage(() => import('./job-greenscreens')),
  }),
  { path: 'greenscreens', element: lazyPage(() => import('./job-greenscreens')) },
  tabbedRoute('data-import', 'Data import', [{ path: 'roster', label: 'Roster' }, { path: 'photos', label: 'Photos' }], {}, {
    roster: lazyPage(() => import('./job-data-import')),
    photos: lazyPage(() => import('./data-import/photo-intake')),
  }),
  ...subjects(),
  ...promotions(),
  { path: 'workflows', element: lazyPage(() => import('./job-workflows')) },
  { path: 'entry', element: lazyPage(() => import('./job-entry')) },
  tabbedRoute('orders', 'Orders', ORDER_TABS, { orders: 'prepay' }, ORDER_ELEMENTS),
  order(),
  guardedPrint('orders/camera-cards', lazyPage(() => import('./job-camera-cards'))),
  guardedPrint('orders/print', lazyPage(() => import('./job-roster-print'))),
];
