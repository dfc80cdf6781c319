import { CONFIRM_LABELS } from '@shutterday/domain';
import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';

// The dialog's code loads when a question is first asked: the cart page's first load stays under its budget.
const ModalDialog = lazy(() => import('./modal-dialog').then((m) => ({ default: m.ModalDialog })));

export interface LeanConfirmOptions {
  title: string;
  content?: ReactNode;
  okText?: string;
  cancelText?: string;
}

/**
 * The lean twin of @shutterday/ui's useConfirm (spec §4: resolves true on confirm, false on cancel or
 * close; labels of spec §9). The ui one renders antd's Modal, which customer pages leave out.
 * Returns the function to ask with, and the element to render while a question is open.
 */
export function useLeanConfirm(): [(options: LeanConfirmOptions) => Promise<boolean>, ReactNode] {
  const [open, setOpen] = useState<LeanConfirmOptions | null>(null);
  const resolver = useRef<((value: boolean) => void) | null>(null);
  const confirm = useCallback(
    (options: LeanConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        resolver.current = resolve;
        setOpen(options);
      }),
    [],
  );
  const settle = (value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setOpen(null);
  };
  const element = open && (
    <Suspense fallback={null}>
      <ModalDialog
      title={open.title}
      onClose={() => settle(false)}
      actions={
        <>
          <button type="button" className="sdc-button sdc-button--ghost" onClick={() => settle(false)}>
            {open.cancelText ?? CONFIRM_LABELS.cancel}
          </button>
          <button type="button" className="sdc-button" onClick={() => settle(true)}>
            {open.okText ?? CONFIRM_LABELS.confirm}
          </button>
        </>
      }
    >
      {open.content}
      </ModalDialog>
    </Suspense>
  );
  return [confirm, element];
}
