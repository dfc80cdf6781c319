import type { OrderStatus } from '@shutterday/domain/staff';
import { sql, type SQL } from 'drizzle-orm';
import { orderRefunds, orders } from '../../../db/schema';

// The domain's money rules (payments/money-figures) as SQL over `orders`, for every page that sums them.

/** Domain `countsAsPaid`: not cancelled and not still unpaid (bill the school); refunded orders count. */
export const countsAsPaid = sql`(${orders.status} <> 'cancelled' and ${orders.paymentMethod} <> 'invoice')`;

/** Domain `isUnpaid`: entered "Unpaid (bill the school)" and not paid since. */
export const isUnpaid = sql`(${orders.status} = 'paid' and ${orders.paymentMethod} = 'invoice')`;

/** Paid and not refunded whole: the "Paid orders" the pages count. */
export const isPaidOrder = sql`(${orders.status} = 'paid' and ${orders.paymentMethod} <> 'invoice')`;

/** An order's product sales: its total without the tax and the shipping (packages and services after discounts). */
export const orderProduct = sql<number>`(${orders.total} - ${orders.tax} - ${orders.shipping})`;

/** What the order's refunds gave back of its products (a correlated subquery on the outer `orders` row). */
const refundedProduct = sql`coalesce((select sum(${orderRefunds.product}) from ${orderRefunds} where ${orderRefunds.orderId} = "orders"."id"), 0)`;

/**
 * Domain `revenueCents` of an order whose refunds gave back `refunded` of its products (null: none): product
 * sales less that, 0 unless the order counts as paid. A report that sums many orders joins their refunds once
 * (reports' `refundTotals`) and passes the joined column, rather than a lookup per order.
 */
export const revenueWith = (refunded: SQL) => sql<number>`(case when ${countsAsPaid} then ${orderProduct} - coalesce(${refunded}, 0) else 0 end)`;

/** The same for one order of an outer query on `orders`, its refunds read by a correlated subquery. */
export const orderRevenue = revenueWith(refundedProduct);

/** An order of this status as the studio's lists read it: "paid" is paid and not refunded whole, "unpaid" still to pay. */
export function statusIs(status: OrderStatus): SQL {
  if (status === 'unpaid') return isUnpaid;
  if (status === 'paid') return isPaidOrder;
  return sql`${orders.status} = ${status}`;
}

/** The stored status as the API names it: an order still to pay reads `unpaid`. */
export function statusOf(order: { status: 'paid' | 'refunded' | 'cancelled'; paymentMethod: string }): OrderStatus {
  return order.status === 'paid' && order.paymentMethod === 'invoice' ? 'unpaid' : order.status;
}
