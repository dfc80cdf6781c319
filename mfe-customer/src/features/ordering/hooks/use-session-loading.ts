import { LOADING_DELAY_MS } from '@shutterday/domain';
import { useEffect, useState } from 'react';

/**
 * The customer session's loading flag (spec §4, §9): on while the job loads, and for LOADING_DELAY_MS
 * more once it has, so the page does not flash between the loading line and its content.
 * `key` restarts the delay when the parent moves to another job.
 */
export function useSessionLoading(ready: boolean, key: unknown): boolean {
  const [settledKey, setSettledKey] = useState<unknown>(undefined);
  useEffect(() => {
    if (!ready) return;
    const timer = setTimeout(() => setSettledKey(key), LOADING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [ready, key]);
  return !ready || settledKey !== key;
}
