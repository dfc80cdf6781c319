import { mountStandaloneAdmin } from '@shutterday/ui';
import { Route, useParams } from 'react-router';
import App from './export-app';

/** The shell's two mounts, reproduced with their prefixes as basename. */
function OrganizationArea() {
  const { studioId, organizationId } = useParams();
  return <App basename={`/admin/studios/${studioId}/organizations/${organizationId}`} />;
}

function JobArea() {
  const { studioId, jobId } = useParams();
  return <App basename={`/admin/studios/${studioId}/jobs/${jobId}`} />;
}

// Standalone development only (`pnpm --filter mfe-org-editor dev`); the shell never runs this file.
mountStandaloneAdmin(document.getElementById('root')!, {
  routes: (
    <>
      <Route path="/admin/studios/:studioId/organizations/:organizationId/*" element={<OrganizationArea />} />
      <Route path="/admin/studios/:studioId/jobs/:jobId/*" element={<JobArea />} />
    </>
  ),
  home: '/admin/studios/1/organizations/1',
});
