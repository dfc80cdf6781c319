import { StrictMode, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { PlatformProviders } from '../platform-providers/platform-providers';
import { installBackGuard } from '../unsaved-changes/back-guard';
import { UnsavedChangesGuard } from '../unsaved-changes/unsaved-changes-guard';
import { StandaloneLogin } from './standalone-login';

export interface StandaloneAdminOptions {
  /** The remote's mounts as the shell makes them, e.g. `<Route path="/admin/*" element={<App basename="/admin" />} />`. */
  routes: ReactNode;
  /** Where any other path goes, e.g. `/admin`. */
  home: string;
}

/**
 * Development only: renders a staff remote that runs alone (`pnpm --filter mfe-studio-admin dev`) into
 * `element` as the shell would — the platform's providers, the back guard and unsaved-changes guard, the
 * remote's mounts, `/login` (StandaloneLogin) and a redirect home from anywhere else. The shell never runs it.
 */
export function mountStandaloneAdmin(element: HTMLElement, { routes, home }: StandaloneAdminOptions): Root {
  installBackGuard();
  const root = createRoot(element);
  root.render(
    <StrictMode>
      <PlatformProviders>
        <BrowserRouter>
          <UnsavedChangesGuard />
          <Routes>
            <Route path="/login" element={<StandaloneLogin />} />
            {routes}
            <Route path="*" element={<Navigate to={home} replace />} />
          </Routes>
        </BrowserRouter>
      </PlatformProviders>
    </StrictMode>,
  );
  return root;
}
