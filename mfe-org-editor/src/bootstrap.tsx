import { installBackGuard, PlatformProviders, StandaloneLogin, UnsavedChangesGuard } from '@shutterday/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes, useParams } from 'react-router';
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
installBackGuard();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PlatformProviders>
      <BrowserRouter>
        <UnsavedChangesGuard />
        <Routes>
          <Route path="/login" element={<StandaloneLogin />} />
          <Route path="/admin/studios/:studioId/organizations/:organizationId/*" element={<OrganizationArea />} />
          <Route path="/admin/studios/:studioId/jobs/:jobId/*" element={<JobArea />} />
          <Route path="*" element={<Navigate to="/admin/studios/1/organizations/1" replace />} />
        </Routes>
      </BrowserRouter>
    </PlatformProviders>
  </StrictMode>,
);
