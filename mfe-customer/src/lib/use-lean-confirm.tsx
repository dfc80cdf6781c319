import { CONFIRM_LABELS } from '@shutterday/domain';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { ModalDialog } from './modal-dialog';

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
  );
  return [confirm, element];
}
