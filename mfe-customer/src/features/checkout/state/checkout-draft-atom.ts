import { isObject, sessionRecordAtom } from '../../../lib/session-records';
import type { CheckoutFormValues } from '../model/checkout-form-values';

/** The typed fields a reload brings back; the order method is the cart's, never the stored one. */
export type CheckoutDraft = Omit<CheckoutFormValues, 'orderMethod'>;

const texts = (value: unknown, names: readonly string[]) =>
  isObject(value) && names.every((name) => typeof value[name] === 'string' && (value[name] as string).length <= 200);
const ADDRESS = ['line1', 'line2', 'city', 'state', 'postalCode', 'country'] as const;

function isCheckoutDraft(value: unknown): value is CheckoutDraft {
  return (
    isObject(value) &&
    texts(value.customer, ['firstName', 'lastName', 'email', 'phone']) &&
    texts(value.billingAddress, ADDRESS) &&
    texts(value.shippingAddress, ADDRESS) &&
    typeof value.shippingAddressSameAsBillingAddress === 'boolean' &&
    (value.delivery === 'home' || value.delivery === 'batch') &&
    typeof value.shippingOptionCode === 'string'
  );
}

/**
 * The checkout fields typed since the details were last posted, by job, in the tab's storage (issue 18):
 * a reload on a phone keeps them; posting them ("Review my order") forgets them, the server has them then.
 * Who pays and where only — the card is never in it: the card form keeps nothing (docs/remotes.md, "Nothing typed is lost").
 */
export const checkoutDraftsAtom = sessionRecordAtom<CheckoutDraft>('checkoutDraft', isCheckoutDraft);

/** The draft without what the form must not keep from it. */
export function draftOf({ orderMethod: _method, ...values }: CheckoutFormValues): CheckoutDraft {
  return values;
}
