import type { OrderCharge } from '@shutterday/domain/staff';
import type { orders } from '../../../db/schema';

/**
 * What an order's charge paid for, part by part. The application fee is 0 until charges carry one (a
 * charge to the platform's own account pays no fee).
 */
export function chargeOf(order: Pick<typeof orders.$inferSelect, 'total' | 'tax' | 'shipping'>): OrderCharge {
  return { product: order.total - order.tax - order.shipping, tax: order.tax, shipping: order.shipping, fee: 0 };
}
