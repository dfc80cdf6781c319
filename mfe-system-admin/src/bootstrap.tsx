import { PlatformProviders, StandaloneLogin, UnsavedChangesGuard } from '@shutterday/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, Route, RouterProvider, Routes } from 'react-router';
import App from './export-app';

// Standalone development only (`pnpm --filter mfe-system-admin dev`); the shell never runs this file.
// A data router, as in the shell: the guard of unsaved changes needs one.
const router = createBrowserRouter([
  {
    path: '*',
    element: (
      <>
        <UnsavedChangesGuard />
        <Routes>
          <Route path="/login" element={<StandaloneLogin />} />
          <Route path="/admin/*" element={<App basename="/admin" />} />
          <Route path="*" element={<Navigate to="/admin" replace />} />
        </Routes>
      </>
    ),
  },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PlatformProviders>
      <RouterProvider router={router} />
    </PlatformProviders>
  </StrictMode>,
);
