import { TOAST_TIMEOUT_MS, toastErrorText } from '@shutterday/domain';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { createCountdown } from './countdown';
import { BLUR_HOLD, trackFocus, windowHasFocus } from './window-focus';
import type { ToastApi } from './toast-context';

type Kind = 'success' | 'error' | 'info' | 'warning';
type Notifier = Pick<NotificationInstance, Kind | 'destroy'>;

const HOVER_HOLD = 'hover';
let sequence = 0;

/**
 * antd closes notices on its own timer, which knows hover but not window focus; so notices are
 * opened without a duration and closed by our own countdown, which pauses for both (spec §9).
 */
export function createToastApi(notification: Notifier): ToastApi {
  const show = (kind: Kind, text: string): (() => void) => {
    if (text === '') return () => {};
    const key = `toast-${++sequence}`;
    const countdown = createCountdown(TOAST_TIMEOUT_MS, () => notification.destroy(key), windowHasFocus() ? [] : [BLUR_HOLD]);
    const untrack = trackFocus(countdown);
    notification[kind]({
      key,
      title: <span style={{ whiteSpace: 'pre-line' }}>{text}</span>,
      duration: false,
      onClick: () => notification.destroy(key),
      onClose: () => {
        countdown.cancel();
        untrack();
      },
      props: {
        onMouseEnter: () => countdown.hold(HOVER_HOLD),
        onMouseLeave: () => countdown.release(HOVER_HOLD),
      },
    });
    return () => notification.destroy(key);
  };
  return {
    success: (message) => show('success', message),
    error: (messageOrErrors) => show('error', toastErrorText(messageOrErrors)),
    info: (message) => show('info', message),
    warning: (message) => show('warning', message),
  };
}
