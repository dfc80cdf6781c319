import * as v from 'valibot';
import { parseUsDate } from '../dates/format';
import { ORDER_METHODS, type OrderMethod } from '../order-method/order-method';
import { boundedString } from '../validation/bounded';
import type { PaidBy } from '../payments/money-figures';
import { ORDER_STATUSES } from './job-orders';
import { EntityId } from './params';

export { ReportDate } from './report-date';
import { ReportDate } from './report-date';
export { TimeZone } from './time-zone-name';
import { TimeZone } from './time-zone-name';

type DayRange = { startDate?: string; endDate?: string };
const rangeInOrder = v.forward(
  v.check<DayRange, string>((range) => !range.startDate || !range.endDate || parseUsDate(range.startDate)! <= parseUsDate(range.endDate)!, 'The end date cannot be before the start date'),
  ['endDate'],
);
/** The end day is not before the start day (either may be open); the message names endDate. */
export const inOrder = <T extends DayRange>() => rangeInOrder as unknown as v.BaseValidation<T, T, v.CheckIssue<T>>;

/** GET .../reports/payments/summary: both days optional (all time), both included, read in `timeZone` (UTC when absent). */
export const PaymentsSummaryQuery = v.pipe(v.object({ startDate: v.optional(ReportDate), endDate: v.optional(ReportDate), timeZone: v.optional(TimeZone) }), inOrder());
export type PaymentsSummaryQuery = v.InferOutput<typeof PaymentsSummaryQuery>;

export const PAYMENT_FILTER_TYPES = ['orderMethod', 'status'] as const;
const FILTER_VALUES: Record<(typeof PAYMENT_FILTER_TYPES)[number], readonly string[]> = { orderMethod: ORDER_METHODS, status: ORDER_STATUSES };

/**
 * POST .../reports/payments/export: the studio's orders as CSV. The days are read in `timeZone` (UTC when
 * absent); `filterType` names what `filter` narrows (an order method or a status); `jobId` one job.
 */
export const PaymentsExportRequest = v.pipe(
  v.strictObject({
    startDate: v.optional(ReportDate),
    endDate: v.optional(ReportDate),
    timeZone: v.optional(TimeZone),
    filterType: v.optional(v.picklist(PAYMENT_FILTER_TYPES, 'This value must be one of orderMethod, status')),
    filter: v.optional(boundedString(20)),
    jobId: v.optional(EntityId),
  }),
  inOrder(),
  v.check((request) => (request.filterType === undefined) === (request.filter === undefined), 'filter and filterType go together'),
  v.check((request) => !request.filterType || FILTER_VALUES[request.filterType].includes(request.filter!), 'filter must be an order method (Prepay, Gallery) or a status (paid, refunded, cancelled), as filterType says'),
);
export type PaymentsExportRequest = v.InferOutput<typeof PaymentsExportRequest>;

/** POST .../reports/subjects/export: a job's subjects with what their parents ordered, in the days given (read in `timeZone`, UTC when absent). */
export const SubjectsExportRequest = v.pipe(
  v.strictObject({ jobId: EntityId, startDate: v.optional(ReportDate), endDate: v.optional(ReportDate), timeZone: v.optional(TimeZone) }),
  inOrder(),
);
export type SubjectsExportRequest = v.InferOutput<typeof SubjectsExportRequest>;

/** POST .../reports/yearbook/export: the yearbook pose each subject's parents chose, for the yearbook. */
export const YearbookExportRequest = v.strictObject({ jobId: EntityId });
export type YearbookExportRequest = v.InferOutput<typeof YearbookExportRequest>;

export interface MoneyCount {
  count: number;
  total: number;
}

/** Paid orders (not refunded whole) and the revenue of the orders they stand for (domain `revenueCents`, refunded ones included). */
export interface RevenueCount {
  count: number;
  revenue: number;
}

/** Money of orders split the way the books keep it: product sales (packages and services after discounts), tax, shipping, and their sum. */
export interface RevenueParts {
  product: number;
  tax: number;
  shipping: number;
  total: number;
}

/**
 * The orders paid in the days (refunded ones too: they were paid), what they charged, what refunds gave
 * back of them (whenever made), and what is kept. `net.product` is the studio's revenue: tax is owed to
 * the state and shipping pays the carrier.
 */
export interface RevenueSummary {
  count: number;
  charged: RevenueParts;
  refunded: RevenueParts;
  net: RevenueParts;
}

/** One calendar week (Sunday first) or month of the days: its first day (MM/DD/YYYY), orders, what is kept of each part, and what refunds gave back. */
export interface RevenuePeriod {
  start: string;
  count: number;
  product: number;
  tax: number;
  shipping: number;
  refunded: number;
}

/** The weeks and months a summary charts: the latest of the days, at most this many. */
export const REVENUE_WEEKS_MAX = 26;
export const REVENUE_MONTHS_MAX = 24;

/** GET .../reports/payments/summary: the paid orders of the days (amounts in cents), refunds apart. */
export interface PaymentsSummary {
  startDate: string | null;
  endDate: string | null;
  paid: MoneyCount & { subtotal: number; services: number; discount: number; shipping: number; tax: number };
  refunded: MoneyCount;
  /** Paid orders (not refunded whole) and their revenue (domain `revenueCents`) by order method. */
  byMethod: Record<OrderMethod, RevenueCount>;
  /**
   * By how people paid: paid orders and their revenue for card, cash, check and other; for `unpaid`, the
   * orders still to pay (bill the school) and in `total` what they owe, tax and shipping included.
   */
  byPayment: Record<Exclude<PaidBy, 'unpaid'>, RevenueCount> & { unpaid: MoneyCount };
  /** The jobs with paid orders in the days, largest revenue first, at most PAYMENTS_SUMMARY_JOBS. */
  jobs: Array<RevenueCount & { jobId: number; jobName: string }>;
  revenue: RevenueSummary;
  /** The calendar weeks and months of the days that have orders, oldest first (at most REVENUE_WEEKS_MAX / REVENUE_MONTHS_MAX, the latest). */
  byWeek: RevenuePeriod[];
  byMonth: RevenuePeriod[];
}

export const PAYMENTS_SUMMARY_JOBS = 20;
