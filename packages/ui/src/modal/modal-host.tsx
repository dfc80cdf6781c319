import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { AppModal, type AppModalProps } from './app-modal';
import { ModalContext, type ModalApi, type ModalHandle, type OpenModalOptions } from './modal-context';

interface Entry {
  key: number;
  options: OpenModalOptions;
  open: boolean;
}

/** The global modal container (spec §2): modals opened from anywhere, including remotes, render here. */
export function ModalHost({ children }: { children: ReactNode }) {
  const [entries, setEntries] = useState<Entry[]>([]);

  const close = useCallback((key: number) => {
    setEntries((list) => list.map((e) => (e.key === key ? { ...e, open: false } : e)));
    // Kept mounted through the leave animation, then dropped.
    setTimeout(() => setEntries((list) => list.filter((e) => e.key !== key)), 300);
  }, []);

  const api = useMemo<ModalApi>(() => {
    let next = 0;
    return {
      open(options): ModalHandle {
        const key = ++next;
        setEntries((list) => [...list, { key, options, open: true }]);
        return { close: () => close(key) };
      },
      closeAll() {
        setEntries((list) => list.map((e) => ({ ...e, open: false })));
      },
    };
  }, [close]);

  return (
    <ModalContext.Provider value={api}>
      {children}
      {entries.map(({ key, options, open }) => {
        const { content, onClose, ...rest } = options;
        const props: AppModalProps = {
          ...rest,
          open,
          onClose: () => {
            close(key);
            onClose?.();
          },
        };
        return (
          <AppModal key={key} {...props}>
            {typeof content === 'function' ? content({ close: () => close(key) }) : content}
          </AppModal>
        );
      })}
    </ModalContext.Provider>
  );
}
