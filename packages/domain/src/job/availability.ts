import { OrderMethod } from '../order-method';

export interface AvailabilityJob {
  published: boolean;
  archived: boolean;
  prepay: { available: boolean };
  gallery: { available: boolean };
}

export type UnavailableReason = 'unpublished' | 'archived' | 'prepay-unavailable' | 'gallery-unavailable';

export type JobAvailability = { ok: true } | { ok: false; reason: UnavailableReason };

/**
 * The job availability gate (spec §2, §4): published, not archived, and the chosen method
 * available. The first failing rule is the reason, in that order. Without a method only the
 * publication rules apply — the customer guard does not load the job then (spec §2), but the
 * server still refuses an unpublished or archived job.
 */
export function isJobAvailable(job: AvailabilityJob, method?: OrderMethod): JobAvailability {
  if (!job.published) return { ok: false, reason: 'unpublished' };
  if (job.archived) return { ok: false, reason: 'archived' };
  if (method === OrderMethod.Prepay && !job.prepay.available) return { ok: false, reason: 'prepay-unavailable' };
  if (method === OrderMethod.Gallery && !job.gallery.available) return { ok: false, reason: 'gallery-unavailable' };
  return { ok: true };
}

/** The customer entry guard loads the job only when the stored method is Prepay or Gallery. */
export function guardChecksAvailability(method: OrderMethod | undefined): method is OrderMethod {
  return method === OrderMethod.Prepay || method === OrderMethod.Gallery;
}
