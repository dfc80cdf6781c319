import * as v from 'valibot';
import { type PaymentMethod } from '../entry/payment-method';
import { OrderMethod } from '../order-method/order-method';
import { boundedString, TEXT_LIMITS } from '../validation/bounded';
import { ListQuery } from './params';

/** What became of an order after the parent paid: refunded and cancelled orders stay listed. */
export const ORDER_STATUSES = ['paid', 'refunded', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** GET /api/studioadmin/studios/{s}/jobs/{j}/orders: search by order number, parent's name or e-mail, or child's name. */
export const JobOrdersQuery = v.object({
  ...ListQuery.entries,
  orderMethod: v.optional(v.picklist([OrderMethod.Prepay, OrderMethod.Gallery], 'This value must be one of Prepay, Gallery')),
  status: v.optional(v.picklist(ORDER_STATUSES, 'This value must be one of paid, refunded, cancelled')),
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
}
