import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { queryClient } from '@shutterday/api-client';
import { AppRoutes } from './app-routes';
import { MaintenanceBridge } from './maintenance-bridge';
import { ScrollToTop } from './scroll-to-top';

/**
 * The shell's root. Only what every page needs and nothing heavy: antd and the platform providers
 * come with the lazy routes that use them (see platform-layout.tsx).
 */
export function ShellApp() {
  return (
    <BrowserRouter>
      <QueryClientProvider client={queryClient}>
        <ScrollToTop />
        <MaintenanceBridge />
        <AppRoutes />
      </QueryClientProvider>
    </BrowserRouter>
  );
}
