import { OrderMethod, type CustomerJobAvailability } from '@shutterday/domain';
import { useAtom } from 'jotai';
import { useCallback } from 'react';
import { cartStateAtom } from '../state/cart-state-atom';

/** The method a job offers first: Prepay when open, else Gallery (null when neither is). */
export function defaultOrderMethod(availability: CustomerJobAvailability): OrderMethod | null {
  if (availability.methods.Prepay.ok) return OrderMethod.Prepay;
  if (availability.methods.Gallery.ok) return OrderMethod.Gallery;
  return null;
}

/**
 * The chosen order method of this job, from the persisted cart state (spec §3). A state stored for
 * another job does not count: the parent has not chosen for this one yet.
 */
export function useOrderMethod(jobId: number) {
  const [state, setState] = useAtom(cartStateAtom);
  const current = state?.jobId === jobId ? state : null;
  const choose = useCallback(
    (orderMethod: OrderMethod, packageCount?: number) =>
      setState((prev) => ({ jobId, orderMethod, packageCount: packageCount ?? (prev?.jobId === jobId ? prev.packageCount : 0) })),
    [jobId, setState],
  );
  const setPackageCount = useCallback(
    (packageCount: number) => setState((prev) => (prev?.jobId === jobId ? { ...prev, packageCount } : prev)),
    [jobId, setState],
  );
  return { method: current?.orderMethod ?? null, packageCount: current?.packageCount ?? 0, choose, setPackageCount };
}
