import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import { TOAST_MAX, TOAST_PLACEMENT } from '@shutterday/domain';
import { ToastHost } from '../toast/toast-host';
import { ModalHost } from '../modal/modal-host';
import { queryClient } from './query-client';

// Toast timing is ours (see ToastHost); antd gets the placement, the cap and no progress bar.
const notificationConfig = {
  placement: TOAST_PLACEMENT,
  maxCount: TOAST_MAX,
  showProgress: false,
  pauseOnHover: true,
} as const;

const theme = { token: { colorPrimary: '#1f6feb', borderRadius: 6 } };

/** Everything a page of the platform needs around it; the shell and each remote's standalone dev entry use it. */
export function PlatformProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={theme}>
        <App notification={notificationConfig} component={false}>
          <ToastHost>
            <ModalHost>{children}</ModalHost>
          </ToastHost>
        </App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
