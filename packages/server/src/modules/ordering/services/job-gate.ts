import { checkOrderMethod, isJobAvailable, orderingClosedMessage, type OrderMethod, type OrderingAvailability } from '@shutterday/domain';
import type { Executor } from '../../../db/client';
import { HttpError, notFound } from '../../../http/http-error';
import { prepayOpen, loadPublicStudio } from '../../events';
import { orderingJobsRepository, type OrderingJobRow } from '../repositories/ordering-jobs';

export type OrderingJob = OrderingJobRow;

/** What the availability gate reads of a job and its studio (a cart read selects no more). */
export interface GateRow {
  job: Pick<OrderingJobRow['job'], 'id' | 'studioId' | 'published' | 'archived' | 'rspoJob' | 'prepayAvailable' | 'prepayOpensOn' | 'prepayClosesOn' | 'galleryAvailable' | 'orderingClosesOn'>;
  studio: Pick<OrderingJobRow['studio'], 'id' | 'status' | 'rspoEnabled' | 'timeZone'>;
}

export const JOB_NOT_FOUND = 'Job not found';
export const JOB_UNAVAILABLE: Record<string, string> = {
  unpublished: 'This job is not available for ordering',
  archived: 'This job is not available for ordering',
  'prepay-unavailable': 'Prepay ordering is not available for this job',
  'gallery-unavailable': 'Gallery ordering is not available for this job',
  'rspo-restricted': 'Pre-pay is not accepted for this job',
};

/** What a refused parent is told: the reason's words, the closing day's when online ordering has closed. */
export const unavailableMessage = (ctx: GateRow, reason: string): string =>
  reason === 'ordering-closed' && ctx.job.orderingClosesOn ? orderingClosedMessage(ctx.job.orderingClosesOn) : (JOB_UNAVAILABLE[reason] ?? JOB_UNAVAILABLE.unpublished!);

/** The job, its organization and its public studio (404 unknown job, 403 studio not enabled). */
export async function loadOrderingJob(db: Executor, jobId: number): Promise<OrderingJob> {
  return publicOrderingJob(await orderingJobsRepository.find(db, jobId));
}

/** A job row read with its studio, checked: 404 unknown job, the studio's own 404/403 when it is not public. */
export function publicOrderingJob<T extends GateRow>(row: T | null): T {
  if (!row) throw notFound(JOB_NOT_FOUND);
  return { ...row, studio: loadPublicStudio(row.studio) };
}

/** The domain gate for one method, with Prepay refused under the rspo restriction (spec §4). */
export function availabilityFor(ctx: GateRow, method: OrderMethod | undefined, now = new Date()): OrderingAvailability {
  const { job, studio } = ctx;
  const gate = isJobAvailable(
    {
      published: job.published, archived: job.archived, prepay: { available: prepayOpen(job, studio.timeZone, now) }, gallery: { available: job.galleryAvailable },
      orderingClosesOn: job.orderingClosesOn, timeZone: studio.timeZone,
    },
    method,
    now,
  );
  if (!gate.ok) return gate;
  const check = checkOrderMethod(method, job, studio);
  return check.kind === 'refused' ? { ok: false, reason: 'rspo-restricted' } : { ok: true };
}

/**
 * The availability gate every cart and checkout call passes (spec §2/§4): 409 with the reason's message,
 * so a stale tab cannot keep ordering from an archived or closed job.
 */
export function assertOrderingAvailable(ctx: GateRow, method: OrderMethod | undefined): void {
  const gate = availabilityFor(ctx, method);
  if (!gate.ok) throw new HttpError(409, unavailableMessage(ctx, gate.reason));
}

export async function gateJob(db: Executor, jobId: number, method: OrderMethod | undefined): Promise<OrderingJob> {
  const ctx = await loadOrderingJob(db, jobId);
  assertOrderingAvailable(ctx, method);
  return ctx;
}
