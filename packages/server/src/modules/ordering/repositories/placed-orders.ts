import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { jobs, orderLines, orders, taxLog } from '../../../db/schema';

export type OrderRow = typeof orders.$inferSelect;

/** Orders as the checkout writes them and the confirmation reads them back. */
export const placedOrdersRepository = {
  async insert(db: Executor, values: typeof orders.$inferInsert, lines: Array<Omit<typeof orderLines.$inferInsert, 'orderId'>>): Promise<number> {
    const [order] = await db.insert(orders).values(values).returning({ id: orders.id });
    await db.insert(orderLines).values(lines.map((line) => ({ ...line, orderId: order!.id })));
    return order!.id;
  },

  /** The cart's latest tax calculation (the one the charge used) names its order. */
  async linkLatestTaxCalculation(db: Executor, cartId: number, orderId: number): Promise<void> {
    await db.execute(sql`update ${taxLog} set order_id = ${orderId} where id = (select max(id) from ${taxLog} where cart_id = ${cartId})`);
  },

  async find(db: Executor, orderId: number): Promise<OrderRow | null> {
    const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
    return row ?? null;
  },

  async idOfCart(db: Executor, cartId: number): Promise<number | null> {
    const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.cartId, cartId));
    return row?.id ?? null;
  },

  async idByNumber(db: Executor, orderNumber: number): Promise<number | null> {
    const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, orderNumber));
    return row?.id ?? null;
  },

  async jobName(db: Executor, orderId: number): Promise<string | null> {
    const [row] = await db.select({ name: jobs.name }).from(orders).innerJoin(jobs, eq(jobs.id, orders.jobId)).where(eq(orders.id, orderId));
    return row?.name ?? null;
  },
};
