import { useMemo, useRef, type ReactNode } from 'react';
import { App } from 'antd';
import { TOAST_TIMEOUT_MS, toastErrorText } from '@shutterday/domain';
import { createCountdown } from './countdown';
import { BLUR_HOLD, trackFocus, windowHasFocus } from './window-focus';
import { ToastContext, type ToastApi } from './toast-context';

type Kind = 'success' | 'error' | 'info' | 'warning';
const HOVER_HOLD = 'hover';

/**
 * antd closes notices on its own timer, which knows hover but not window focus; so notices are
 * opened without a duration and closed by our own countdown, which pauses for both.
 */
export function ToastHost({ children }: { children: ReactNode }) {
  const { notification } = App.useApp();
  const sequence = useRef(0);

  const api = useMemo<ToastApi>(() => {
    const show = (kind: Kind, text: string) => {
      if (text === '') return;
      const key = `toast-${++sequence.current}`;
      let untrack = () => {};
      const countdown = createCountdown(TOAST_TIMEOUT_MS, () => notification.destroy(key), windowHasFocus() ? [] : [BLUR_HOLD]);
      untrack = trackFocus(countdown);
      const finish = () => {
        countdown.cancel();
        untrack();
      };
      notification[kind]({
        key,
        title: <span style={{ whiteSpace: 'pre-line' }}>{text}</span>,
        duration: false,
        onClick: () => notification.destroy(key),
        onClose: finish,
        props: {
          onMouseEnter: () => countdown.hold(HOVER_HOLD),
          onMouseLeave: () => countdown.release(HOVER_HOLD),
        },
      });
    };
    return {
      success: (message) => show('success', message),
      error: (messageOrErrors) => show('error', toastErrorText(messageOrErrors)),
      info: (message) => show('info', message),
      warning: (message) => show('warning', message),
    };
  }, [notification]);

  return <ToastContext.Provider value={api}>{children}</ToastContext.Provider>;
}
