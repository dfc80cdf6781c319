import { useEffect, useRef } from 'react';
import { useToast } from '../toast/toast-context';

/** Shows one error toast when `when` turns true; a guard that re-renders must not stack copies. */
export function useErrorToastOnce(when: boolean, message: string): void {
  const toast = useToast();
  const shown = useRef(false);
  useEffect(() => {
    if (when && !shown.current) {
      shown.current = true;
      toast.error(message);
    }
  }, [when, message, toast]);
}
