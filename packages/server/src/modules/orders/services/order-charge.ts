import type { OrderCharge } from '@shutterday/domain/staff';
import type { orders } from '../../../db/schema';

/**
 * What an order's charge paid for, part by part, and the platform's commission kept from it (the
 * application fee recorded with the charge; none for a charge to the platform's own account, cash, a check
 * or an invoice).
 */
export function chargeOf(order: Pick<typeof orders.$inferSelect, 'total' | 'tax' | 'shipping' | 'applicationFee'>): OrderCharge {
  return { product: order.total - order.tax - order.shipping, tax: order.tax, shipping: order.shipping, fee: order.applicationFee ?? 0 };
}
