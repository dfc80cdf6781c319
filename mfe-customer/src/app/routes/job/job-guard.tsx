import { guardChecksAvailability, isJobAvailable, type CustomerJobAvailability, type OrderMethod } from '@shutterday/domain';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useJobContext } from '../../../features/ordering/hooks/job-context';
import { useOrderMethod } from '../../../features/ordering/hooks/use-order-method';
import { areaPath, useBasename } from '../../../lib/basename-context';

/**
 * Whether the job may be ordered from with this method (spec §2, §4), rspo restriction included; never
 * while its studio is not taking online orders (parents pay by card, and it cannot take card payments yet).
 */
export function jobOpenFor(availability: CustomerJobAvailability, method: OrderMethod | null): boolean {
  if (!isJobAvailable(availability).ok || !availability.onlineOrders.open) return false;
  return guardChecksAvailability(method ?? undefined) ? availability.methods[method!].ok : true;
}

/**
 * The entry guard of the package, cart, services and checkout routes (spec §2): an unpublished or
 * archived job, a studio not taking online orders, or a chosen method that is not available, sends the
 * parent to the job's unavailable page, which says why. The search and gallery pages use it with
 * `publicationOnly`.
 */
export function JobGuard({ children, publicationOnly = false }: { children: ReactNode; publicationOnly?: boolean }) {
  const { jobId, availability } = useJobContext();
  const { method } = useOrderMethod(jobId);
  const basename = useBasename();
  if (!jobOpenFor(availability, publicationOnly ? null : method)) {
    return <Navigate to={areaPath(basename, `${jobId}/unavailable`)} replace />;
  }
  return children;
}
