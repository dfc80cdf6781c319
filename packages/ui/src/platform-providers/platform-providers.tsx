import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import { ToastHost } from '../toast/toast-host';
import { ModalHost } from '../modal/modal-host';
import { NOTIFICATION_CONFIG } from '../toast/notification-config';
import { queryClient } from '@shutterday/api-client';


// Primary, error and link colours dark enough for WCAG AA text contrast on white and on the light tints antd derives.
const theme = { token: { colorPrimary: '#0b57d0', colorError: '#c41d1d', colorLink: '#0b57d0', colorTextSecondary: 'rgba(0, 0, 0, 0.65)', colorTextDescription: 'rgba(0, 0, 0, 0.65)', borderRadius: 6 } };

/** Everything a page of the platform needs around it; the shell and each remote's standalone dev entry use it. */
export function PlatformProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={theme}>
        <App notification={NOTIFICATION_CONFIG} component={false}>
          <ToastHost>
            <ModalHost>{children}</ModalHost>
          </ToastHost>
        </App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
