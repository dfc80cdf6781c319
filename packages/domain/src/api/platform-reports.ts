import * as v from 'valibot';
import { parseUsDate } from '../dates/format';
import { inOrder, ReportDate, TimeZone } from './studio-reports';

/** The system administrator's reports (spec §7 `POST /api/admin/reports/{report}`), in the spec's order. */
export const PLATFORM_REPORTS = ['orders', 'taxes', 'revenue', 'commissions', 'refunds'] as const;
export type PlatformReport = (typeof PLATFORM_REPORTS)[number];

/** The longest range a platform report reads: a year, leap day included. */
export const PLATFORM_REPORT_MAX_DAYS = 366;
export const PLATFORM_REPORT_MESSAGES = {
  tooLong: `The range can be at most ${PLATFORM_REPORT_MAX_DAYS} days`,
} as const;

const DAY_MS = 24 * 3600 * 1000;
/** Days from startDate to endDate (MM/DD/YYYY), both included (1 for a single day); null when one is not a real day. */
export function daysInRange(startDate: string, endDate: string): number | null {
  const [start, end] = [parseUsDate(startDate), parseUsDate(endDate)];
  return start && end ? Math.round((end.getTime() - start.getTime()) / DAY_MS) + 1 : null;
}

// Valibot runs an object's checks even while a field has its own issue: a day that is not real is left to that issue.
type Range = { startDate: string; endDate: string };
const rangeNotTooLong = v.forward(
  v.check<Range, string>((range) => (daysInRange(range.startDate, range.endDate) ?? 0) <= PLATFORM_REPORT_MAX_DAYS, PLATFORM_REPORT_MESSAGES.tooLong),
  ['endDate'],
);
const notTooLong = <T extends Range>() => rangeNotTooLong as unknown as v.BaseValidation<T, T, v.CheckIssue<T>>;

/**
 * The body of every platform report: the days from startDate to endDate (MM/DD/YYYY, both included, both
 * required, at most PLATFORM_REPORT_MAX_DAYS), read in `timeZone` (an IANA name; UTC when absent).
 */
export const PlatformReportRequest = v.pipe(
  v.strictObject({ startDate: ReportDate, endDate: ReportDate, timeZone: v.optional(TimeZone) }),
  inOrder(),
  notTooLong(),
);
export type PlatformReportRequest = v.InferOutput<typeof PlatformReportRequest>;

/** The commission on net sales: the payments rule, so the report and the charges' application fees agree. */
export { commissionCents } from '../payments/commission';

/** Basis points as a percentage with two decimals: 500 → "5.00". */
export const basisPointsAsPercent = (basisPoints: number): string => (basisPoints / 100).toFixed(2);
