import { createContext, useContext, type ReactNode } from 'react';
import type { AppModalProps } from './app-modal';

export interface ModalHandle {
  close(): void;
}

export interface OpenModalOptions extends Omit<AppModalProps, 'open' | 'onClose' | 'children'> {
  content: ReactNode | ((handle: ModalHandle) => ReactNode);
  /** Emitted when the user closes the modal (close button, outside click, Escape). */
  onClose?: () => void;
}

export interface ModalApi {
  open(options: OpenModalOptions): ModalHandle;
  closeAll(): void;
}

export const ModalContext = createContext<ModalApi | null>(null);

/** Opens a modal in the platform's modal container; remotes use this, never the shell. */
export function useModal(): ModalApi {
  const api = useContext(ModalContext);
  if (!api) throw new Error('useModal must be used inside <PlatformProviders>');
  return api;
}
