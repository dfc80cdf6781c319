import { useApplyPromo, useRemovePromo } from '@shutterday/api-client';
import { useState } from 'react';
import { errorText } from '../../../lib/retry-policy';

/** Apply and remove a promo code, keeping the server's refusal to show beside the field. */
export function usePromo(jobId: number) {
  const apply = useApplyPromo(jobId);
  const remove = useRemovePromo(jobId);
  const [error, setError] = useState<string | null>(null);
  const run = (promise: Promise<unknown>) => {
    setError(null);
    promise.catch((cause: unknown) => setError(errorText(cause)));
  };
  return {
    pending: apply.isPending || remove.isPending,
    error,
    apply: (code: string) => run(apply.mutateAsync({ code })),
    remove: () => run(remove.mutateAsync()),
  };
}
