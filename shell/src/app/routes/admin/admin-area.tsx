import { Route, Routes, useParams } from 'react-router';
import { Permission } from '@shutterday/domain';
import { RequireAuth, RequirePermission } from '@shutterday/ui';
import { AdminRemote } from './admin-remote';
import { StudioScope } from './studio-scope';
import { StaffPreferencesSync } from '../../../lib/staff-preferences-sync';

/** The editor's basename is the matched prefix: the organization or the job it edits. */
function OrgEditor({ kind }: { kind: 'organizations' | 'jobs' }) {
  const params = useParams();
  const id = kind === 'organizations' ? params.organizationId : params.jobId;
  return (
    <StudioScope>
      {(studioId) => <AdminRemote name="orgEditor" basename={`/admin/studios/${studioId}/${kind}/${id}`} />}
    </StudioScope>
  );
}

/** `/admin/*` (DESIGN §4): every admin route needs a login; studio routes a studio the user may act on. */
export default function AdminArea() {
  return (
    <RequireAuth>
      <StaffPreferencesSync />
      <Routes>
        <Route path="studios/:studioId/organizations/:organizationId/*" element={<OrgEditor kind="organizations" />} />
        <Route path="studios/:studioId/jobs/:jobId/*" element={<OrgEditor kind="jobs" />} />
        <Route
          path="studios/:studioId/*"
          element={<StudioScope>{(studioId) => <AdminRemote name="studioAdmin" basename={`/admin/studios/${studioId}`} />}</StudioScope>}
        />
        <Route
          path="*"
          element={
            // A studio-only user who opens /admin lands on their studio's home.
            <RequirePermission anyOf={[Permission.SystemAdmin]}>
              <AdminRemote name="systemAdmin" basename="/admin" />
            </RequirePermission>
          }
        />
      </Routes>
    </RequireAuth>
  );
}
