import { addCents, subtractCents } from '../money';

export interface OrderAmounts {
  subtotal: number;
  services: number;
  discount: number;
  shipping: number;
  tax: number;
  total: number;
}

/** The goods a discount and tax apply to: packages plus services, less the discount. */
export function taxableGoods(amounts: Pick<OrderAmounts, 'subtotal' | 'services' | 'discount'>): number {
  return subtractCents(addCents(amounts.subtotal, amounts.services), amounts.discount);
}

/** Order total: packages + services − discount + shipping + tax, in cents. */
export function orderTotal(amounts: Omit<OrderAmounts, 'total'>): OrderAmounts {
  return { ...amounts, total: addCents(taxableGoods(amounts), amounts.shipping, amounts.tax) };
}
