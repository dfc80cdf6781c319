import { formatUsd } from '../money/format';

/**
 * What a paid order charged, split the way the books keep it (integer cents): the products (packages and
 * services after the discount), the sales tax, the shipping, and the platform's application fee taken
 * out of the charge (0 when the charge paid no fee). `product + tax + shipping` is the charge.
 */
export interface OrderCharge {
  product: number;
  tax: number;
  shipping: number;
  fee: number;
}

/** One refund's money: `amount` given back to the card, split into the order's parts; `fee` is the application fee reversed. */
export interface RefundShares {
  amount: number;
  product: number;
  tax: number;
  shipping: number;
  fee: number;
}

/** A line of the order as a refund sees it: what it cost (quantity × unit price) and whether a refund already took it. */
export interface RefundableLine {
  id: number;
  amount: number;
  refunded: boolean;
}

export type RefundPlan = { ok: true; shares: RefundShares } | { ok: false; message: string };

export const REFUND_RULE_MESSAGES = {
  atLeastOneCent: 'The refund amount must be at least $0.01.',
  nothingLeft: 'Nothing is left to refund on this order.',
  moreThanLeft: (left: number) => `The refund cannot be more than what is left to refund on this order (${formatUsd(left)}).`,
  lineRefunded: 'This line has already been refunded.',
  noLine: 'Choose at least one line to refund.',
  unknownLine: 'Order line not found',
} as const;

const NOTHING: RefundShares = { amount: 0, product: 0, tax: 0, shipping: 0, fee: 0 };
const PARTS = ['product', 'tax', 'shipping'] as const;
type Part = (typeof PARTS)[number];

export function chargeTotal(charge: OrderCharge): number {
  return charge.product + charge.tax + charge.shipping;
}

/** The sum of refunds already made (each part summed). */
export function sumRefunds(refunds: readonly RefundShares[]): RefundShares {
  return refunds.reduce((sum, r) => ({ amount: sum.amount + r.amount, product: sum.product + r.product, tax: sum.tax + r.tax, shipping: sum.shipping + r.shipping, fee: sum.fee + r.fee }), NOTHING);
}

/** What is still to refund, part by part. */
export function refundLeft(charge: OrderCharge, refunded: RefundShares): RefundShares {
  const product = charge.product - refunded.product;
  const tax = charge.tax - refunded.tax;
  const shipping = charge.shipping - refunded.shipping;
  return { amount: product + tax + shipping, product, tax, shipping, fee: charge.fee - refunded.fee };
}

/**
 * `amount` shared among `weights` in proportion, in whole cents adding up to `amount` exactly: each takes
 * the floor of its share, and the cents left over go one each to the largest remainders (ties to the
 * earlier part: product, then tax, then shipping), so a refund never moves a cent between the parts by chance.
 */
export function shareInProportion(amount: number, weights: readonly number[]): number[] {
  const whole = weights.reduce((a, b) => a + b, 0);
  if (whole <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (amount * w) / whole);
  const shares = exact.map(Math.floor);
  let over = amount - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, rest: x - Math.floor(x) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (over <= 0) break;
    shares[i]! += 1;
    over -= 1;
  }
  return shares;
}

/**
 * The part of the application fee the platform keeps when `keptProduct` of the products is kept: the fee was
 * the commission rate of the products, so it keeps exactly that rate of what the studio keeps (tax and
 * shipping never carried a fee, so giving them back reverses none of it).
 */
export function keptFee(charge: OrderCharge, keptProduct: number): number {
  if (keptProduct <= 0 || charge.product <= 0) return 0;
  return Math.min(charge.fee, Math.round((charge.fee * keptProduct) / charge.product));
}

/** The application fee a refund reverses: what is left of the fee less what the products still kept after it carry. */
function feeShare(charge: OrderCharge, left: RefundShares, product: number, closes: boolean): number {
  if (closes) return left.fee;
  return Math.max(0, left.fee - keptFee(charge, left.product - product));
}

/**
 * A refund of an amount: never more than what is left; split among product, tax and shipping in
 * proportion to what is left of each; the application fee goes back so that the platform keeps its rate of
 * the products still kept (`keptFee`).
 */
export function planAmountRefund(charge: OrderCharge, refunded: RefundShares, amount: number): RefundPlan {
  const left = refundLeft(charge, refunded);
  if (!Number.isSafeInteger(amount) || amount < 1) return { ok: false, message: REFUND_RULE_MESSAGES.atLeastOneCent };
  if (left.amount <= 0) return { ok: false, message: REFUND_RULE_MESSAGES.nothingLeft };
  if (amount > left.amount) return { ok: false, message: REFUND_RULE_MESSAGES.moreThanLeft(left.amount) };
  const split = shareInProportion(amount, PARTS.map((part) => left[part]));
  const shares = Object.fromEntries(PARTS.map((part, i) => [part, split[i]!])) as Record<Part, number>;
  return { ok: true, shares: { amount, ...shares, fee: feeShare(charge, left, shares.product, amount === left.amount) } };
}

/**
 * A refund of whole lines: each line gives back its product share (its cost over the lines' cost, of the
 * products after discount and services) and its tax share in the same proportion; shipping is not a
 * line's, so it goes back with the order's last lines. When the chosen lines are all that is still
 * unrefunded, the refund is everything left, so refunding every line, one by one or at once, is the
 * whole charge to the cent.
 */
export function planLineRefund(charge: OrderCharge, refunded: RefundShares, lines: readonly RefundableLine[], lineIds: readonly number[]): RefundPlan {
  if (lineIds.length === 0) return { ok: false, message: REFUND_RULE_MESSAGES.noLine };
  const chosen = new Set(lineIds);
  const picked = lines.filter((line) => chosen.has(line.id));
  if (picked.length !== chosen.size) return { ok: false, message: REFUND_RULE_MESSAGES.unknownLine };
  if (picked.some((line) => line.refunded)) return { ok: false, message: REFUND_RULE_MESSAGES.lineRefunded };
  const left = refundLeft(charge, refunded);
  if (left.amount <= 0) return { ok: false, message: REFUND_RULE_MESSAGES.nothingLeft };
  const closes = lines.every((line) => line.refunded || chosen.has(line.id));
  if (closes) return { ok: true, shares: { ...left, fee: left.fee } };
  const linesCost = lines.reduce((sum, line) => sum + line.amount, 0);
  const cost = picked.reduce((sum, line) => sum + line.amount, 0);
  const portion = (part: number) => (linesCost > 0 ? Math.round((part * cost) / linesCost) : 0);
  const product = Math.min(left.product, portion(charge.product));
  const tax = Math.min(left.tax, portion(charge.tax));
  const amount = product + tax;
  if (amount < 1) return { ok: false, message: REFUND_RULE_MESSAGES.atLeastOneCent };
  return { ok: true, shares: { amount, product, tax, shipping: 0, fee: feeShare(charge, left, product, amount === left.amount) } };
}
