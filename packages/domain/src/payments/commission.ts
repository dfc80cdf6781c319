import { taxableGoods, type OrderAmounts } from '../checkout/totals';

/** A commission in whole cents, rounded half away from zero (a credit when the base is below zero). */
export function commissionCents(base: number, rateBasisPoints: number): number {
  return Math.sign(base) * Math.round((Math.abs(base) * rateBasisPoints) / 10_000);
}

/**
 * What the studio sold: packages and services after discounts. Sales tax and shipping are not the studio's
 * revenue (the tax is owed to the state, the shipping pays the carrier): they pass through uncommissioned.
 */
export function productRevenueCents(order: Pick<OrderAmounts, 'subtotal' | 'services' | 'discount'>): number {
  return Math.max(0, taxableGoods(order));
}

/**
 * The platform's commission on one order, taken as the charge's application fee: the Configuration rate
 * (basis points) of its product revenue, in whole cents rounded half up, never more than the charge.
 */
export function applicationFeeCents(order: OrderAmounts, rateBasisPoints: number): number {
  return Math.min(order.total, commissionCents(productRevenueCents(order), rateBasisPoints));
}

/** What reaches the studio's account from a charge of `gross` with `fee` kept by the platform. */
export const studioNetCents = (gross: number, fee: number): number => gross - fee;
