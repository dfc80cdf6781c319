import { and, eq, gte, sql } from 'drizzle-orm';
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

  /** The order's confirmation e-mail is owed (set in the transaction that places it). */
  async oweConfirmation(db: Executor, orderId: number): Promise<void> {
    await db.update(orders).set({ confirmationOwed: true }).where(eq(orders.id, orderId));
  },

  /** Takes the owed confirmation: true for exactly one caller, who then sends it. */
  async claimConfirmation(db: Executor, orderId: number): Promise<boolean> {
    const claimed = await db.update(orders).set({ confirmationOwed: false }).where(and(eq(orders.id, orderId), eq(orders.confirmationOwed, true))).returning({ id: orders.id });
    return claimed.length === 1;
  },

  /** Orders placed since a moment whose confirmation was never sent (the process stopped between the two). */
  async owingConfirmation(db: Executor, since: Date): Promise<Array<{ id: number; jobId: number }>> {
    return db.select({ id: orders.id, jobId: orders.jobId }).from(orders).where(and(eq(orders.confirmationOwed, true), gte(orders.placedAt, since)));
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
