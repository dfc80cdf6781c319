import { studioNetCents } from './commission';

/** Days from a paid order to the payout that carries its net to the studio's bank (Stripe's standard US schedule). */
export const PAYOUT_DELAY_DAYS = 2;
const DAY_MS = 24 * 3600 * 1000;

/**
 * A charge to the studio's account and what its refunds gave back: `refunded` to the parent's card,
 * `refundedFee` of the application fee (each refund reverses the studio's transfer and the fee in proportion).
 */
export interface ChargedOrder {
  gross: number;
  applicationFee: number;
  refunded: number;
  refundedFee: number;
}

/**
 * What stays of a charge after its refunds: the commission the platform keeps and the studio's net.
 * A refund of A reverses A × fee / gross of the fee and the rest of A from the studio's transfer, so the
 * net is what is left of the charge less what is left of the fee; a charge refunded whole leaves 0 and 0.
 */
export function keptAfterRefunds(order: ChargedOrder): { commission: number; net: number } {
  const commission = order.applicationFee - order.refundedFee;
  return { commission, net: studioNetCents(order.gross - order.refunded, commission) };
}

export interface SettledOrder extends ChargedOrder {
  orderNumber: number;
  paidAt: Date;
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
 * The payouts the sandbox derives from paid orders: one per arrival day, the nets of that day's orders
 * after their refunds (an order refunded whole carries nothing); paid once the day has come, pending
 * before. Newest first.
 */
export function derivePayouts(orders: readonly SettledOrder[], now: Date): DerivedPayout[] {
  const today = now.toISOString().slice(0, 10);
  const byDay = new Map<string, DerivedPayout>();
  for (const order of orders) {
    if (order.refunded >= order.gross) continue;
    const day = arrivalDay(order.paidAt);
    const payout = byDay.get(day) ?? { arrivalDate: day, amount: 0, status: day <= today ? 'paid' : 'pending', orders: 0 };
    payout.amount += keptAfterRefunds(order).net;
    payout.orders += 1;
    byDay.set(day, payout);
  }
  return [...byDay.values()].sort((a, b) => b.arrivalDate.localeCompare(a.arrivalDate));
}
