import { installBackGuard, PlatformProviders, StandaloneLogin, UnsavedChangesGuard } from '@shutterday/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes, useParams } from 'react-router';
import App from './export-app';

/** The shell's mount, reproduced: `/admin/studios/:studioId/*` with that prefix as basename. */
function StudioArea() {
  const { studioId } = useParams();
  return <App basename={`/admin/studios/${studioId}`} />;
}

// Standalone development only (`pnpm --filter mfe-studio-admin dev`); the shell never runs this file.
installBackGuard();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PlatformProviders>
      <BrowserRouter>
        <UnsavedChangesGuard />
        <Routes>
          <Route path="/login" element={<StandaloneLogin />} />
          <Route path="/admin/studios/:studioId/*" element={<StudioArea />} />
          <Route path="*" element={<Navigate to="/admin/studios/1" replace />} />
        </Routes>
      </BrowserRouter>
    </PlatformProviders>
  </StrictMode>,
);
