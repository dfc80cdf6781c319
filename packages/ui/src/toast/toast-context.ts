import { createContext, useContext } from 'react';

/** Closes the toast it was returned for (a page closes the toasts it raised when it is left). */
export type CloseToast = () => void;

export interface ToastApi {
  success(message: string): CloseToast;
  /** One message, or a list of errors shown one per line under "Oops:" (spec §8). */
  error(messageOrErrors: string | readonly string[]): CloseToast;
  info(message: string): CloseToast;
  warning(message: string): CloseToast;
}

export const ToastContext = createContext<ToastApi | null>(null);

/** Toasts of the platform; remotes reach them only through this hook. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <PlatformProviders>');
  return api;
}
