import { NotAvailableYet, RequireNotRspoJob, RequireStudioAccess } from '@shutterday/ui';
import { useRoutes, type RouteObject } from 'react-router';
import { useOrganizationId, useStudioId } from '../lib/editor-params';
import { JobLayout } from './layouts/job-layout';
import { OrganizationLayout } from './layouts/organization-layout';
import { AdminJobRedirect } from './layouts/admin-job-redirect';
import { jobChildren } from './routes/job';
import { organizationChildren } from './routes/organization';

const notFound: RouteObject = { path: '*', element: <NotAvailableYet page="Page not found" /> };

/** The organization editor's pages (exported, like the admin job editor's, for the test that walks spec §2's routes). */
export function organizationTable(studioId: number, organizationId: number): RouteObject[] {
  return [
    { element: <OrganizationLayout studioId={studioId} organizationId={organizationId} />, children: [...organizationChildren, notFound] },
    { path: 'jobs/:jobId', element: <JobLayout />, children: [...jobChildren, notFound] },
  ];
}

// One job editor: the admin job editor's paths lead to the job under its organization (docs/remotes.md).
const adminJobTable: RouteObject[] = [{ path: '*', element: <AdminJobRedirect /> }];

/**
 * One remote, two mounts (DESIGN §4): the shell's route gives organizationId for the organization
 * editor and only jobId for the admin job editor, which opens the same job editor under the job's
 * organization. Both are studio pages kept from rspoJob users.
 */
export function OrgEditorRoutes() {
  const studioId = useStudioId();
  const organizationId = useOrganizationId();
  const routes = useRoutes(organizationId === undefined ? adminJobTable : organizationTable(studioId, organizationId));
  return (
    <RequireStudioAccess studioId={studioId}>
      <RequireNotRspoJob studioId={studioId}>{routes}</RequireNotRspoJob>
    </RequireStudioAccess>
  );
}
