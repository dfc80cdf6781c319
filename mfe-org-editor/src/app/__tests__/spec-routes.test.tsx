import { NotAvailableYet } from '@shutterday/ui';
import { routeStates, unbuiltRoutes } from '@shutterday/ui/test-support/spec-routes';
import { adminJobTable, organizationTable } from '../org-editor-routes';

const tabs = (base: string, names: string[]) => names.map((name) => `${base}/${name}`);

/** Spec §2 "Organization editor", relative to `organizations/{organizationId}`. */
const ORGANIZATION_ROUTES = [
  '/overview', '/prepay', '/gallery', '/jobs',
  '/jobs/5', '/jobs/5/overview',
  '/jobs/5/settings', ...tabs('/jobs/5/settings', ['general', 'general-settings', 'standard', 'preorder', 'prefields', 'gallery']),
  '/jobs/5/package-sets', '/jobs/5/package-sets/6', '/jobs/5/greenscreens', '/jobs/5/data-import',
  '/jobs/5/subjects', ...tabs('/jobs/5/subjects', ['listing', 'groups']), '/jobs/5/subjects/8',
  '/jobs/5/promotions', '/jobs/5/workflows', '/jobs/5/entry',
  '/jobs/5/orders', ...tabs('/jobs/5/orders', ['prepay', 'orders', 'batch', 'individual', 'submitted']),
];

/** Spec §2 "Admin job editor", relative to `/admin/studios/{studioId}/jobs/{jobId}`. */
const ADMIN_JOB_ROUTES = [
  '/', '/overview',
  '/settings', ...tabs('/settings', ['general', 'general-settings', 'preorder', 'prefields', 'gallery']),
  '/packages', ...tabs('/packages', ['listing', 'greenscreens']),
  '/subjects', ...tabs('/subjects', ['listing', 'groups']), '/subjects/8',
  '/promotions',
  '/orders', ...tabs('/orders', ['prepay', 'batch', 'individual', 'submitted', 'camera-cards', 'print']),
];

/**
 * The spec §2 pages each editor still shows as "This page is not available yet", in the order above. When
 * a page lands, remove its line: the test fails until the list matches the route table again, and it
 * fails at once if any other spec page shows the placeholder or has no route.
 */
const NOT_BUILT_YET = { organization: [] as string[], adminJob: [] as string[] };

describe('organization editor and admin job editor route tables', () => {
  it('serve every spec §2 route with a page, except the ones still listed as not built', () => {
    expect(unbuiltRoutes(routeStates(organizationTable(1, 2), ORGANIZATION_ROUTES, NotAvailableYet))).toEqual({ placeholder: NOT_BUILT_YET.organization, missing: [] });
    // The admin job editor's table is one redirect that keeps the rest of the path: its pages are the job
    // editor's under the organization (AdminJobRedirect), so each admin path is walked there.
    expect(adminJobTable.map((route) => route.path)).toEqual(['*']);
    const redirected = ADMIN_JOB_ROUTES.map((path) => `/jobs/5${path === '/' ? '' : path}`);
    expect(unbuiltRoutes(routeStates(organizationTable(1, 2), redirected, NotAvailableYet))).toEqual({ placeholder: NOT_BUILT_YET.adminJob, missing: [] });
  });
});
