import { BATCH_SHIPPING_LABEL, type OrderSearchResult } from '@shutterday/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { jobs, orderLines, orders, shippingOptions } from '../../../db/schema';

export interface Interval {
  start: Date;
  end: Date;
}

async function toResult(db: Executor, order: typeof orders.$inferSelect, jobName: string): Promise<OrderSearchResult> {
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id));
  const [option] = order.shippingOptionCode ? await db.select({ name: shippingOptions.name }).from(shippingOptions).where(eq(shippingOptions.code, order.shippingOptionCode)) : [];
  return {
    jobId: order.jobId,
    jobName,
    orderNumber: String(order.orderNumber),
    orderMethod: order.orderMethod,
    placedAt: order.placedAt.toISOString(),
    status: order.status,
    customerName: order.customerName,
    email: order.email,
    lines: lines.map((line) => ({ packageName: line.packageName, subjectName: line.subjectName, quantity: line.quantity, price: line.unitPrice })),
    subtotal: order.subtotal,
    services: order.services,
    discount: order.discount,
    shipping: order.shipping,
    tax: order.tax,
    total: order.total,
    promoCode: order.promoCode,
    // No option code: a batch order, delivered with the school's (spec §9).
    shippingLabel: order.shippingOptionCode ? (option?.name ?? order.shippingOptionCode) : BATCH_SHIPPING_LABEL,
  };
}

export const ordersRepository = {
  /**
   * The home page lookup: the order number and the e-mail must both match (the e-mail ignoring case),
   * so knowing one of them is not enough to read someone's order.
   */
  async search(db: Executor, orderNumber: string, email: string, jobId?: number): Promise<OrderSearchResult | null> {
    if (!/^\d{1,15}$/.test(orderNumber)) return null;
    const [row] = await db
      .select({ order: orders, jobName: jobs.name })
      .from(orders)
      .innerJoin(jobs, eq(jobs.id, orders.jobId))
      .where(
        and(
          eq(orders.orderNumber, Number(orderNumber)),
          sql`lower(${orders.email}) = ${email.trim().toLowerCase()}`,
          jobId !== undefined ? eq(orders.jobId, jobId) : undefined,
        ),
      )
      .limit(1);
    return row ? toResult(db, row.order, row.jobName) : null;
  },

  /** Sum of paid order totals, over all time and within the given intervals (half-open). */
  async earned(db: Executor, studioId: number, month: Interval, week: Interval): Promise<{ total: number; thisMonth: number; thisWeek: number }> {
    const within = (interval: Interval) =>
      sql<number>`coalesce(sum(${orders.total}) filter (where ${orders.paidAt} >= ${interval.start.toISOString()} and ${orders.paidAt} < ${interval.end.toISOString()}), 0)::int`;
    const [row] = await db
      .select({ total: sql<number>`coalesce(sum(${orders.total}), 0)::int`, thisMonth: within(month), thisWeek: within(week) })
      .from(orders)
      .where(and(eq(orders.studioId, studioId), eq(orders.status, 'paid'), sql`${orders.paidAt} is not null`));
    return row ?? { total: 0, thisMonth: 0, thisWeek: 0 };
  },
};
