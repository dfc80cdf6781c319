import { useCallback } from 'react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { CONFIRM_LABELS, MODAL_SIZES } from '@shutterday/domain';

export interface ConfirmOptions {
  title: ReactNode;
  content?: ReactNode;
  okText?: string;
  cancelText?: string;
  danger?: boolean;
}

/** A confirm dialog that resolves true on confirm and false on cancel or close (spec §4). */
export function useConfirm(): (options: ConfirmOptions) => Promise<boolean> {
  const { modal } = App.useApp();
  return useCallback(
    ({ title, content, okText = CONFIRM_LABELS.confirm, cancelText = CONFIRM_LABELS.cancel, danger = false }: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title,
          content,
          okText,
          cancelText,
          okButtonProps: { danger },
          width: MODAL_SIZES.small,
          // Escape and the close button count as a cancel.
          keyboard: true,
          closable: true,
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
    [modal],
  );
}
