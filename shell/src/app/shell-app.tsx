import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { queryClient } from '@shutterday/api-client';
import { AppRoutes } from './app-routes';
import { MaintenanceBridge } from './maintenance-bridge';
import { ScrollToTop } from './scroll-to-top';

function Root() {
  return (
    <>
      <ScrollToTop />
      <MaintenanceBridge />
      <AppRoutes />
    </>
  );
}

// A data router, with the route table still declared by <Routes> (the shell's and each remote's): only
// a data router can hold a navigation while a form asks "Discard unsaved changes?" (useBlocker).
const router = createBrowserRouter([{ path: '*', element: <Root /> }]);

/**
 * The shell's root. Only what every page needs and nothing heavy: antd and the platform providers
 * come with the lazy routes that use them (see platform-layout.tsx).
 */
export function ShellApp() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
