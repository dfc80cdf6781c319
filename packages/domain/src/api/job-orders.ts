import * as v from 'valibot';
import { RECORDED_PAYMENT_METHODS, type PaymentMethod } from '../entry/payment-method';
import { ReportDate } from './report-date';
import { OrderMethod } from '../order-method/order-method';
import { boundedList, boundedString, boundedText, TEXT_LIMITS } from '../validation/bounded';
import { DB_INTEGER_MAX, wholeNumber } from '../validation/whole-number';
import type { OrderSearchResult } from './customer';
import { ListQuery } from './params';

/**
 * What became of an order: unpaid (entered "bill the school", until the studio records the payment), paid,
 * refunded or cancelled; refunded and cancelled orders stay listed.
 */
export const ORDER_STATUSES = ['unpaid', 'paid', 'refunded', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** GET /api/studioadmin/studios/{s}/jobs/{j}/orders: search by order number, parent's name or e-mail, or child's name. */
export const JobOrdersQuery = v.object({
  ...ListQuery.entries,
  orderMethod: v.optional(v.picklist([OrderMethod.Prepay, OrderMethod.Gallery], 'This value must be one of Prepay, Gallery')),
  status: v.optional(v.picklist(ORDER_STATUSES, 'This value must be one of unpaid, paid, refunded, cancelled')),
});
export type JobOrdersQuery = v.InferOutput<typeof JobOrdersQuery>;

/** The order number in a staff order's path: digits, as parents read it on their confirmation. */
export const OrderNumberParam = v.pipe(boundedString(TEXT_LIMITS.digits), v.regex(/^\d{1,12}$/, 'This value must be an order number'));

/** A row of a job's orders list. */
export interface JobOrderSummary {
  orderNumber: string;
  orderMethod: OrderMethod;
  status: OrderStatus;
  /** Card for online orders; an envelope entered by the studio may say cash, check or invoice. */
  paymentMethod: PaymentMethod;
  checkNumber: string | null;
  placedAt: string;
  customerName: string;
  email: string;
  /** The children the order is for, each once, in the order of its lines. */
  subjectNames: string[];
  /** Packages in the order, quantities counted. */
  packageCount: number;
  total: number;
  /** What refunds gave back (cents): a partly refunded order keeps `total - refunded`. */
  refunded: number;
}

/** The most lines one refund names (an order holds far fewer). */
export const REFUND_LINES_MAX = 200;
export const REFUND_BOTH_MESSAGE = 'Refund either lines or an amount, not both.';

/**
 * POST .../orders/{orderNumber}/refund: `{}` gives back everything left, `{ lineIds }` those lines
 * (their share of products and tax; shipping with the last ones), `{ amount }` that many cents.
 * `reason` is the studio's note, kept with the refund.
 */
export const RefundOrderBody = v.pipe(
  v.strictObject({
    lineIds: v.optional(boundedList(wholeNumber(1, DB_INTEGER_MAX), REFUND_LINES_MAX)),
    amount: v.optional(wholeNumber(1, DB_INTEGER_MAX)),
    reason: v.optional(boundedText(TEXT_LIMITS.line)),
  }),
  v.check((body) => !(body.lineIds !== undefined && body.amount !== undefined), REFUND_BOTH_MESSAGE),
);
export type RefundOrderBody = v.InferOutput<typeof RefundOrderBody>;

/** One refund of an order as the studio reads it. */
export interface OrderRefundRecord {
  amount: number;
  /** The order lines it gave back (none for a refund of an amount). */
  lineIds: number[];
  reason: string | null;
  createdAt: string;
  /** The staff member who made it; null once that user is gone (or for refunds made before this was kept). */
  createdBy: string | null;
}

/** GET .../orders/{orderNumber} and the refund's answer: the order as the parent sees it, with its refunds. */
export interface JobOrder extends OrderSearchResult {
  /** What refunds may still give back. */
  refundLeft: number;
  /** What refunding each line not yet refunded gives back now (domain `planLineRefund`), to name it before asking. */
  lineRefunds: Array<{ lineId: number; amount: number }>;
  refunds: OrderRefundRecord[];
  /**
   * How it was paid and when (null paidAt: still unpaid, bill the school). `recordedAt`/`recordedBy`: the
   * studio recorded the payment of an order entered unpaid (who is null once that user is gone).
   */
  payment: { method: PaymentMethod; checkNumber: string | null; paidAt: string | null; recordedAt: string | null; recordedBy: string | null };
}

export const RECORD_PAYMENT_MESSAGES = {
  notUnpaid: 'Only an unpaid order can have its payment recorded.',
  alreadyPaid: 'This order is already paid.',
  checkNumber: 'Enter the check number',
  futureDay: 'The payment cannot be dated after today.',
} as const;

/**
 * POST .../orders/{orderNumber}/payment: the school paid an order entered "Unpaid (bill the school)". `paidOn`
 * is the day it paid (MM/DD/YYYY, the reports' days); a check keeps its number.
 */
export const RecordPaymentBody = v.pipe(
  v.strictObject({
    method: v.picklist(RECORDED_PAYMENT_METHODS, 'method must be one of cash, check, other'),
    paidOn: ReportDate,
    checkNumber: v.optional(boundedText(TEXT_LIMITS.code), ''),
  }),
  v.forward(
    v.check((body) => body.method !== 'check' || body.checkNumber.trim() !== '', RECORD_PAYMENT_MESSAGES.checkNumber),
    ['checkNumber'],
  ),
);
export type RecordPaymentBody = v.InferOutput<typeof RecordPaymentBody>;
