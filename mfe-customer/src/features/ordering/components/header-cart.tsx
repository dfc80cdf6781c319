import { cartQuery } from '@shutterday/api-client';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { areaPath, useBasename } from '../../../lib/basename-context';
import { retryUnlessClientError } from '../../../lib/retry-policy';
import { useJobId } from '../../../lib/use-job-id';
import { cartStateAtom } from '../state/cart-state-atom';
import { CartLink } from './cart-link';

/**
 * The cart on every customer page: on a job's pages the cart of that job (a parent who came in by a child's
 * code has ordered there, whatever job the stored cart state names), elsewhere the job of the persisted cart
 * state. The count is the server's (packages × quantity); every cart change invalidates it. No cart, no link.
 */
export function HeaderCart() {
  const state = useAtomValue(cartStateAtom);
  const basename = useBasename();
  const pageJobId = useJobId();
  const jobId = pageJobId ?? state?.jobId ?? 0;
  const stored = state?.jobId === jobId ? state : null;
  const summary = useQuery({ ...cartQuery(jobId, stored?.orderMethod), enabled: jobId > 0, retry: retryUnlessClientError });
  const count = summary.data?.status === 'open' ? summary.data.packageCount : summary.data ? 0 : (stored?.packageCount ?? 0);
  if (!stored && count === 0) return null;
  return <CartLink href={areaPath(basename, `${jobId}/cart`)} count={count} />;
}
