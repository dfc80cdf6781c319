import { addCents } from '../money';
import type { OrderAmounts } from './totals';

export type BreakdownKey = 'subtotal' | 'services' | 'discount' | 'shipping' | 'tax';

export interface BreakdownLine {
  key: BreakdownKey;
  label: string;
  /** Signed cents: the discount is negative, so the lines add up to the total. */
  amount: number;
}

export interface Breakdown {
  lines: BreakdownLine[];
  total: number;
}

/**
 * The one breakdown every page and the e-mail show (issue 8 "Totals that do not add up"): every amount
 * that makes up the total, in order, each shown even when it is $0.00, so a parent can add it up by hand.
 */
export function orderBreakdown(amounts: OrderAmounts, names: { promoCode?: string | null; shippingLabel?: string | null } = {}): Breakdown {
  const lines: BreakdownLine[] = [
    { key: 'subtotal', label: 'Subtotal', amount: amounts.subtotal },
    { key: 'services', label: 'Photo services', amount: amounts.services },
    { key: 'discount', label: names.promoCode ? `Discount (${names.promoCode})` : 'Discount', amount: amounts.discount === 0 ? 0 : -Math.abs(amounts.discount) },
    { key: 'shipping', label: names.shippingLabel ? `Shipping (${names.shippingLabel})` : 'Shipping', amount: amounts.shipping },
    { key: 'tax', label: 'Tax', amount: amounts.tax },
  ];
  return { lines, total: amounts.total };
}

/** The sum of the lines: a page's breakdown is honest when it equals the total. */
export const breakdownSum = (breakdown: Breakdown): number => addCents(...breakdown.lines.map((line) => line.amount));
