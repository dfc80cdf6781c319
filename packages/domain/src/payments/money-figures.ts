import type { PaymentMethod } from '../entry/payment-method';

/**
 * The money figures the studio reads, each with one definition that every page showing it names (Home,
 * Reports, the job overview, Prepay and Galleries, the payments export). The server sums them with the
 * same rules (`countsAsPaid`, `revenueCents`) in SQL.
 */
export const MONEY_FIGURES = {
  revenue: { label: 'Revenue', definition: 'Product sales after refunds, excluding tax and shipping, of paid orders' },
  paidOrders: { label: 'Paid orders', definition: 'Orders paid by card, cash, check or otherwise; an unpaid order counts once its payment is recorded' },
  unpaid: { label: 'Unpaid (bill the school)', definition: 'Orders entered unpaid: their totals are still owed' },
  collected: { label: 'Collected', definition: 'What parents paid, tax and shipping included, before refunds' },
} as const;
export type MoneyFigure = keyof typeof MONEY_FIGURES;

/** "Revenue: product sales after refunds, excluding tax and shipping, of paid orders". */
export function figureLegend(figure: MoneyFigure): string {
  const { label, definition } = MONEY_FIGURES[figure];
  return `${label}: ${definition.charAt(0).toLowerCase()}${definition.slice(1)}`;
}

/** What stored orders read as: `status` is what became of the order, `paymentMethod` how (or whether) it was paid. */
export interface OrderMoneyFacts {
  status: 'paid' | 'refunded' | 'cancelled';
  paymentMethod: PaymentMethod;
  total: number;
  /** What refunds gave back to the parent, in all. */
  refunded: number;
}

/**
 * An order entered "Unpaid (bill the school)" stays unpaid until the studio records its payment (which
 * replaces the method with how it was paid); a cancelled order was never paid.
 */
export function isUnpaid(order: Pick<OrderMoneyFacts, 'status' | 'paymentMethod'>): boolean {
  return order.status === 'paid' && order.paymentMethod === 'invoice';
}

/** Does the order's money count in the studio's figures: paid, whether or not refunds gave part of it back since. */
export function countsAsPaid(order: Pick<OrderMoneyFacts, 'status' | 'paymentMethod'>): boolean {
  return order.status !== 'cancelled' && order.paymentMethod !== 'invoice';
}

/** An order's revenue: its product sales (packages and services after discounts) less what refunds gave back of them; 0 unless paid. */
export function revenueCents(order: Pick<OrderMoneyFacts, 'status' | 'paymentMethod'> & { product: number; refundedProduct: number }): number {
  return countsAsPaid(order) ? order.product - order.refundedProduct : 0;
}

/** How an order stands as the studio's lists show it. */
export type OrderPaymentState = 'unpaid' | 'paid' | 'partly-refunded' | 'refunded' | 'cancelled';

export const ORDER_PAYMENT_STATE_LABELS: Record<OrderPaymentState, string> = {
  unpaid: 'Unpaid',
  paid: 'Paid',
  'partly-refunded': 'Partly refunded',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
};

export function orderPaymentState(order: OrderMoneyFacts): OrderPaymentState {
  if (order.status === 'cancelled') return 'cancelled';
  if (isUnpaid(order)) return 'unpaid';
  if (order.status === 'refunded' || order.refunded >= order.total) return 'refunded';
  return order.refunded > 0 ? 'partly-refunded' : 'paid';
}

/** What the parent's payment still holds after refunds: the total less what was given back. */
export const keptCents = (order: Pick<OrderMoneyFacts, 'total' | 'refunded'>): number => Math.max(0, order.total - order.refunded);

/** How people paid, as the Reports break it down. */
export const PAID_BY = ['card', 'cash', 'check', 'other', 'unpaid'] as const;
export type PaidBy = (typeof PAID_BY)[number];
export const PAID_BY_LABELS: Record<PaidBy, string> = { card: 'Card', cash: 'Cash', check: 'Check', other: 'Other', unpaid: 'Unpaid (bill the school)' };

export function paidBy(method: PaymentMethod): PaidBy {
  return method === 'invoice' ? 'unpaid' : method;
}

/** The same from an order as the API lists it (`status` already says `unpaid` for an order still to pay). */
export function listedPaymentState(order: { status: 'unpaid' | OrderMoneyFacts['status']; total: number; refunded: number }): OrderPaymentState {
  if (order.status === 'unpaid') return 'unpaid';
  return orderPaymentState({ ...order, status: order.status, paymentMethod: 'card' });
}
