/**
 * How an order was paid. Online orders are paid by card; an envelope entered by the studio on picture day
 * may be paid in cash, by check (its number kept), by card at the table, or not yet (the school is billed).
 */
export const PAYMENT_METHODS = ['card', 'cash', 'check', 'invoice'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  card: 'Card',
  cash: 'Cash',
  check: 'Check',
  invoice: 'Unpaid (bill the school)',
};

/** "Check 1042" for a check with its number; the label otherwise. */
export function paymentMethodText(method: PaymentMethod, checkNumber: string | null): string {
  return method === 'check' && checkNumber ? `Check ${checkNumber}` : PAYMENT_METHOD_LABELS[method];
}
