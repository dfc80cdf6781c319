import { installBackGuard, PlatformProviders, StandaloneLogin, UnsavedChangesGuard } from '@shutterday/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import App from './export-app';

// Standalone development only (`pnpm --filter mfe-system-admin dev`); the shell never runs this file.
installBackGuard();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PlatformProviders>
      <BrowserRouter>
        <UnsavedChangesGuard />
        <Routes>
          <Route path="/login" element={<StandaloneLogin />} />
          <Route path="/admin/*" element={<App basename="/admin" />} />
          <Route path="*" element={<Navigate to="/admin" replace />} />
        </Routes>
      </BrowserRouter>
    </PlatformProviders>
  </StrictMode>,
);
