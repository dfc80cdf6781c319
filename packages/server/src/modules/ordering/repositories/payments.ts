import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { payments } from '../../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;

/** The payment attempts of carts: failed, pending (3-D Secure) and the one that succeeded. */
export const paymentsRepository = {
  async pendingOfCart(db: Executor, cartId: number): Promise<PaymentRow | null> {
    const [row] = await db.select().from(payments).where(and(eq(payments.cartId, cartId), eq(payments.status, 'pending')));
    return row ?? null;
  },

  async failedAttempts(db: Executor, cartId: number): Promise<number> {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(payments).where(and(eq(payments.cartId, cartId), eq(payments.status, 'failed')));
    return row?.n ?? 0;
  },

  async record(db: Executor, values: typeof payments.$inferInsert): Promise<void> {
    await db.insert(payments).values(values);
  },

  async markFailed(db: Executor, id: number, failureMessage: string): Promise<void> {
    await db.update(payments).set({ status: 'failed', failureMessage }).where(eq(payments.id, id));
  },

  async markSucceeded(db: Executor, id: number, orderId: number): Promise<void> {
    await db.update(payments).set({ status: 'succeeded', orderId }).where(eq(payments.id, id));
  },
};
