import type { CloseToast } from '@shutterday/ui';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { lazyToast } from './lazy-toast';

/**
 * Error toasts that belong to the page raising them: when the page is left (navigation unmounts it),
 * its toasts close with it, so "Could not find this order" never lingers over the next page. Toasts
 * meant to outlive a page ("Saved", then navigate) use the platform's toasts as before.
 */
export function usePageToasts(): { error: (message: string) => Promise<void> } {
  const open = useRef<CloseToast[]>([]);
  useEffect(() => {
    const raised = open.current;
    return () => raised.splice(0).forEach((close) => close());
  }, []);
  const error = useCallback(async (message: string) => {
    open.current.push((await lazyToast()).error(message));
  }, []);
  return useMemo(() => ({ error }), [error]);
}
