import { dayIn, zonedDayEnd, zonedDayStart, type CustomerJob } from '@shutterday/domain';
import { compressed, type Encoding } from '../../../http/compressed';
import { paged } from '../../../http/envelope';
import type { Page } from '../../../db/page';
import { toCustomerJob } from '../repositories/jobs';
import type { VisibleJobsPage } from '../repositories/visible-jobs';

/** What of a customer job moves with the clock alone: its prepay window and its pose-selection deadline. */
const clockState = (job: CustomerJob) => `${Number(job.prepay.available)}${Number(job.gallerySettings.isYearBookPoseSelectionExpired)}`;

/**
 * The span of time around `now` in which no job of the page changes its clock state: the studio's day
 * (prepay windows are whole days of the studio's time zone, domain preorder-window) cut at the
 * pose-selection deadlines that fall in it.
 */
function steadySpan(read: VisibleJobsPage, now: number): { from: number; until: number } {
  const today = dayIn(new Date(now), read.timeZone);
  let from = zonedDayStart(today, read.timeZone).getTime();
  let until = zonedDayEnd(today, read.timeZone).getTime() + 1;
  for (const { job } of read.rows) {
    const deadline = job.yearBookPoseSelectionEndsAt?.getTime();
    if (deadline === undefined) continue;
    if (deadline <= now) from = Math.max(from, deadline);
    else until = Math.min(until, deadline);
  }
  return { from, until };
}

/** The plain job list's answer: its JSON as bytes, and compressed for an encoding (each worked out once). */
export interface JobListAnswer {
  readonly json: Buffer;
  packed(encoding: Encoding): Buffer;
}

class KeptAnswer implements JobListAnswer {
  constructor(
    readonly key: string,
    readonly json: Buffer,
    private readonly packs: Partial<Record<Encoding, Buffer>>,
    readonly from: number,
    readonly until: number,
  ) {}

  packed(encoding: Encoding): Buffer {
    return (this.packs[encoding] ??= compressed(this.json, encoding));
  }

  /** The same answer for another span of time in which the clock changes nothing. */
  spanning({ from, until }: { from: number; until: number }): KeptAnswer {
    return new KeptAnswer(this.key, this.json, this.packs, from, until);
  }
}

const answers = new WeakMap<VisibleJobsPage, KeptAnswer>();

/**
 * The plain job list's answer. A page kept in memory (visible-jobs) is the same object from read to read,
 * so its answer is written once per page read and state of the clock, and kept as bytes (and compressed
 * bytes, once an encoding is asked for): a request inside the span in which no job's prepay window or
 * pose selection opens or closes gets them as they are (no mapping, no serializing, no encoding, no
 * compressing); past it the jobs are mapped again, and only when one's state has changed is the answer
 * written again.
 */
export function jobListAnswer(read: VisibleJobsPage, page: Page, now = new Date()): JobListAnswer {
  const at = now.getTime();
  const known = answers.get(read);
  const pageKey = `${page.page}:${page.pageSize}:`;
  if (known && known.from <= at && at < known.until && known.key.startsWith(pageKey)) return known;
  const items = read.rows.map((row) => toCustomerJob(row, read.timeZone, now));
  const key = `${pageKey}${items.map(clockState).join('')}`;
  const span = steadySpan(read, at);
  const kept = known?.key === key ? known.spanning(span) : new KeptAnswer(key, Buffer.from(JSON.stringify(paged(items, page, read.total))), {}, span.from, span.until);
  answers.set(read, kept);
  return kept;
}
