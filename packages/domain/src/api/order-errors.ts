import * as v from 'valibot';
import { ListQuery } from './params';

/** GET /api/admin/order-errors: newest first; search a parent's e-mail or name, a studio or a job; `state` narrows. */
export const OrderErrorQuery = v.object({
  ...ListQuery.entries,
  /** `open`: the parent has not ordered since; `ordered`: the same cart became an order later. */
  state: v.optional(v.picklist(['open', 'ordered'], 'This value must be one of open, ordered')),
});
export type OrderErrorQuery = v.InferOutput<typeof OrderErrorQuery>;

/** A checkout the payment refused (a declined card): who, where, how much, why, and whether they ordered after. */
export interface OrderError {
  id: number;
  at: string;
  studioId: number;
  studioName: string;
  jobId: number;
  jobName: string;
  /** From the checkout details the parent had entered (null when the cart no longer exists). */
  parentName: string | null;
  email: string | null;
  amount: number;
  provider: string;
  message: string | null;
  /** The order the same cart became afterwards, if it did. */
  orderNumber: number | null;
}
