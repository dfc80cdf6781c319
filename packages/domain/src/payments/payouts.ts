import { studioNetCents } from './commission';

/** Days from a paid order to the payout that carries its net to the studio's bank (Stripe's standard US schedule). */
export const PAYOUT_DELAY_DAYS = 2;
const DAY_MS = 24 * 3600 * 1000;

export interface SettledOrder {
  orderNumber: number;
  paidAt: Date;
  gross: number;
  applicationFee: number;
  /** Refunded orders give their net back: they carry nothing to a payout. */
  refunded: boolean;
}

export interface DerivedPayout {
  /** The UTC day the payout reaches the bank (YYYY-MM-DD). */
  arrivalDate: string;
  amount: number;
  status: 'paid' | 'pending';
  orders: number;
}

/** The UTC day, `PAYOUT_DELAY_DAYS` after the payment, on which an order's net reaches the studio's bank. */
export function arrivalDay(paidAt: Date): string {
  return new Date(paidAt.getTime() + PAYOUT_DELAY_DAYS * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The payouts the sandbox derives from paid orders: one per arrival day, the nets of that day's orders;
 * paid once the day has come, pending before. Newest first.
 */
export function derivePayouts(orders: readonly SettledOrder[], now: Date): DerivedPayout[] {
  const today = now.toISOString().slice(0, 10);
  const byDay = new Map<string, DerivedPayout>();
  for (const order of orders) {
    if (order.refunded) continue;
    const day = arrivalDay(order.paidAt);
    const payout = byDay.get(day) ?? { arrivalDate: day, amount: 0, status: day <= today ? 'paid' : 'pending', orders: 0 };
    payout.amount += studioNetCents(order.gross, order.applicationFee);
    payout.orders += 1;
    byDay.set(day, payout);
  }
  return [...byDay.values()].sort((a, b) => b.arrivalDate.localeCompare(a.arrivalDate));
}
