import { useMemo, type ReactNode } from 'react';
import { App } from 'antd';
import { createToastApi } from './create-toast-api';
import { ToastContext } from './toast-context';

/** Gives useToast() the notification instance of the surrounding antd App (theme and config included). */
export function ToastHost({ children }: { children: ReactNode }) {
  const { notification } = App.useApp();
  const api = useMemo(() => createToastApi(notification), [notification]);
  return <ToastContext.Provider value={api}>{children}</ToastContext.Provider>;
}
