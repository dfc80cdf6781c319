import type { CustomerJob } from '@shutterday/domain';
import { paged } from '../../../http/envelope';
import type { Page } from '../../../db/page';
import { toCustomerJob } from '../repositories/jobs';
import type { VisibleJobsPage } from '../repositories/visible-jobs';

/** What of a customer job moves with the clock alone: its prepay window and its pose-selection deadline. */
const clockState = (job: CustomerJob) => `${Number(job.prepay.available)}${Number(job.gallerySettings.isYearBookPoseSelectionExpired)}`;

const answers = new WeakMap<VisibleJobsPage, { key: string; json: string }>();

/**
 * The plain job list's answer as JSON. A page kept in memory (visible-jobs) is the same object from read
 * to read, so its JSON is worked out once per page read and state of the clock: the jobs are mapped on
 * every request (cheap), and only when one's prepay or pose selection has opened or closed since is the
 * answer written again.
 */
export function jobListJson(read: VisibleJobsPage, page: Page, now = new Date()): string {
  const items = read.rows.map((row) => toCustomerJob(row, now));
  const key = `${page.page}:${page.pageSize}:${items.map(clockState).join('')}`;
  const known = answers.get(read);
  if (known?.key === key) return known.json;
  const json = JSON.stringify(paged(items, page, read.total));
  answers.set(read, { key, json });
  return json;
}
