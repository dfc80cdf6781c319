import { notification } from 'antd';
import { createToastApi } from './create-toast-api';
import { NOTIFICATION_CONFIG } from './notification-config';
import type { ToastApi } from './toast-context';

let api: ToastApi | null = null;

function instance(): ToastApi {
  if (!api) {
    notification.config(NOTIFICATION_CONFIG);
    api = createToastApi(notification);
  }
  return api;
}

/**
 * Toasts for code outside <PlatformProviders>: the shell's lean public pages load this package only
 * when they have something to say, so antd stays off their first load.
 */
export const toast: ToastApi = {
  success: (message) => instance().success(message),
  error: (messageOrErrors) => instance().error(messageOrErrors),
  info: (message) => instance().info(message),
  warning: (message) => instance().warning(message),
};
