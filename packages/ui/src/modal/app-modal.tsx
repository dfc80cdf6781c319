import type { ReactNode } from 'react';
import { ConfigProvider, Modal } from 'antd';
import { MODAL_ENTER_MS, MODAL_SIZES, type ModalSize } from '@shutterday/domain';

export interface AppModalProps {
  open: boolean;
  title?: ReactNode;
  size?: ModalSize;
  /** Stretch to the viewport height (spec §9 "height can be full"). */
  fullHeight?: boolean;
  /** A click outside closes the modal unless this is false. */
  closeOnOutsideClick?: boolean;
  /** Escape closes the modal unless this is false. */
  closeOnEscape?: boolean;
  /** Called whenever the modal asks to close: close button, outside click or Escape. */
  onClose: () => void;
  /** Called once the enter animation has finished (spec §4: a modal opens after its enter animation). */
  onOpened?: () => void;
  footer?: ReactNode;
  children?: ReactNode;
}

// antd's own motion tokens drive the enter animation; the spec wants 150 ms.
const motion = `${MODAL_ENTER_MS / 1000}s`;
const theme = { components: { Modal: { motionDurationSlow: motion, motionDurationMid: motion } } };

/** The one modal of the platform. antd locks body scroll while it is open. */
export function AppModal({
  open, title, size = 'medium', fullHeight = false, closeOnOutsideClick = true, closeOnEscape = true,
  onClose, onOpened, footer = null, children,
}: AppModalProps) {
  return (
    <ConfigProvider theme={theme}>
      <Modal
        open={open}
        title={title}
        // antd already caps the width at the viewport minus a margin on phones.
        width={MODAL_SIZES[size]}
        mask={{ closable: closeOnOutsideClick }}
        keyboard={closeOnEscape}
        onCancel={onClose}
        afterOpenChange={(isOpen) => isOpen && onOpened?.()}
        footer={footer}
        style={fullHeight ? { top: 16, paddingBottom: 0 } : undefined}
        styles={fullHeight ? { body: { height: 'calc(100vh - 8rem)', overflow: 'auto' } } : undefined}
        destroyOnHidden
      >
        {children}
      </Modal>
    </ConfigProvider>
  );
}
