import { createContext, useContext } from 'react';

export interface ToastApi {
  success(message: string): void;
  /** One message, or a list of errors shown one per line under "Oops:" (spec §8). */
  error(messageOrErrors: string | readonly string[]): void;
  info(message: string): void;
  warning(message: string): void;
}

export const ToastContext = createContext<ToastApi | null>(null);

/** Toasts of the platform; remotes reach them only through this hook. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <PlatformProviders>');
  return api;
}
