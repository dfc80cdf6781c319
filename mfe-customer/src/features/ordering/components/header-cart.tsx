import { cartQuery } from '@shutterday/api-client';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { areaPath, useBasename } from '../../../lib/basename-context';
import { retryUnlessClientError } from '../../../lib/retry-policy';
import { cartStateAtom } from '../state/cart-state-atom';
import { CartLink } from './cart-link';

/**
 * The cart of the job the parent is ordering from (the persisted cart state), on every customer page.
 * The count is the server's (packages × quantity); every cart change invalidates it. No cart, no link.
 */
export function HeaderCart() {
  const state = useAtomValue(cartStateAtom);
  const basename = useBasename();
  const jobId = state?.jobId ?? 0;
  const summary = useQuery({ ...cartQuery(jobId, state?.orderMethod), enabled: jobId > 0, retry: retryUnlessClientError });
  if (!state) return null;
  const count = summary.data?.status === 'open' ? summary.data.packageCount : summary.data ? 0 : state.packageCount;
  return <CartLink href={areaPath(basename, `${jobId}/cart`)} count={count} />;
}
