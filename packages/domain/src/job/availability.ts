import { formatDate } from '../dates/format';
import { zonedDayEnd } from '../dates/time-zone';
import { OrderMethod } from '../order-method';

export interface AvailabilityJob {
  published: boolean;
  archived: boolean;
  prepay: { available: boolean };
  gallery: { available: boolean };
  /**
   * The last day parents may order online (`YYYY-MM-DD`, a day of the studio's time zone), or null/absent
   * for no end. Ordering closes at midnight at the end of that day where the studio is.
   */
  orderingClosesOn?: string | null;
  /** The studio's IANA time zone (UTC when absent), where `orderingClosesOn` ends. */
  timeZone?: string;
}

export type UnavailableReason = 'unpublished' | 'archived' | 'ordering-closed' | 'prepay-unavailable' | 'gallery-unavailable';

export type JobAvailability = { ok: true } | { ok: false; reason: UnavailableReason };

/** Whether the job's online ordering has closed: its last day has ended in the studio's time zone. */
export function isOrderingClosed(job: Pick<AvailabilityJob, 'orderingClosesOn' | 'timeZone'>, now: Date): boolean {
  return Boolean(job.orderingClosesOn) && now.getTime() > zonedDayEnd(job.orderingClosesOn!, job.timeZone).getTime();
}

/** What a parent is told once ordering has closed (the day as the product shows days, MM/DD/YYYY). */
export const orderingClosedMessage = (closesOn: string): string => `Online ordering for this event closed on ${formatDate(`${closesOn}T00:00:00Z`)}.`;

export const ORDERING_CLOSES_BEFORE_TODAY = 'Online ordering cannot close before today';

/** Whether a studio may choose that closing day (`today` is the studio's): a new day cannot be in the past; the saved one may stay. */
export const canCloseOrderingOn = (day: string | null, saved: string | null, today: string): boolean => !day || day === saved || day >= today;

/**
 * The job availability gate (spec §2, §4): published, not archived, online ordering not closed, and the
 * chosen method available. The first failing rule is the reason, in that order. Without a method only the
 * job's own rules apply — the customer guard does not load the job then (spec §2), but the server still
 * refuses an unpublished, archived or closed job.
 */
export function isJobAvailable(job: AvailabilityJob, method?: OrderMethod, now = new Date()): JobAvailability {
  if (!job.published) return { ok: false, reason: 'unpublished' };
  if (job.archived) return { ok: false, reason: 'archived' };
  if (isOrderingClosed(job, now)) return { ok: false, reason: 'ordering-closed' };
  if (method === OrderMethod.Prepay && !job.prepay.available) return { ok: false, reason: 'prepay-unavailable' };
  if (method === OrderMethod.Gallery && !job.gallery.available) return { ok: false, reason: 'gallery-unavailable' };
  return { ok: true };
}

/** The customer entry guard loads the job only when the stored method is Prepay or Gallery. */
export function guardChecksAvailability(method: OrderMethod | undefined): method is OrderMethod {
  return method === OrderMethod.Prepay || method === OrderMethod.Gallery;
}
