/**
 * How an order was paid. Online orders are paid by card; an envelope entered by the studio on picture day
 * may be paid in cash, by check (its number kept), by card at the table, or not yet (`invoice`: the school
 * is billed). When the school pays, the studio records how: cash, check or otherwise (`other`).
 */
export const PAYMENT_METHODS = ['card', 'cash', 'check', 'other', 'invoice'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The methods the envelope form offers. */
export const ENVELOPE_PAYMENT_METHODS = ['card', 'cash', 'check', 'invoice'] as const satisfies readonly PaymentMethod[];
export type EnvelopePaymentMethod = (typeof ENVELOPE_PAYMENT_METHODS)[number];

/** How the studio may record the payment of an unpaid order. */
export const RECORDED_PAYMENT_METHODS = ['cash', 'check', 'other'] as const satisfies readonly PaymentMethod[];
export type RecordedPaymentMethod = (typeof RECORDED_PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  card: 'Card',
  cash: 'Cash',
  check: 'Check',
  other: 'Other',
  invoice: 'Unpaid (bill the school)',
};

/** "Check 1042" for a check with its number; the label otherwise. */
export function paymentMethodText(method: PaymentMethod, checkNumber: string | null): string {
  return method === 'check' && checkNumber ? `Check ${checkNumber}` : PAYMENT_METHOD_LABELS[method];
}
