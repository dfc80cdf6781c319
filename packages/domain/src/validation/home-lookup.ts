import * as v from 'valibot';
import { boundedEmail, requiredText, TEXT_LIMITS } from './bounded';

/** GET /api/customer/cart/search/?orderNumber=&email= */
export const OrderSearchQuery = v.object({
  orderNumber: requiredText(TEXT_LIMITS.code),
  email: boundedEmail,
});
export type OrderSearchQuery = v.InferOutput<typeof OrderSearchQuery>;

/** The home page "Customer" form (spec §2, §5): orderNumber required, a valid e-mail. */
export const OrderLookupForm = OrderSearchQuery;
export type OrderLookupForm = v.InferOutput<typeof OrderLookupForm>;

/** Internal error when the lookup form is submitted invalid: no request is sent (spec §8). */
export const FORM_INVALID_MESSAGE = 'Form is invalid';

/** Spec §8: toast shown when no order matches, or the search fails in any way. */
export const ORDER_NOT_FOUND_MESSAGE = 'Could not find this order';

/** The query to send, or throws "Form is invalid" so the caller never sends an invalid search. */
export function orderLookupQuery(values: unknown): OrderLookupForm {
  const result = v.safeParse(OrderLookupForm, values);
  if (!result.success) throw new Error(FORM_INVALID_MESSAGE);
  return result.output;
}
