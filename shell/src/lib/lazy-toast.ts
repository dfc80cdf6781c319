import type { ToastApi } from '@shutterday/ui';

/**
 * A toast from a lean public page: the ui package (and antd with it) loads only when there is
 * something to say, so a parent's first visit of the home page stays small.
 */
export async function lazyToast(): Promise<ToastApi> {
  const { toast } = await import('@shutterday/ui');
  return toast;
}
