import { and, desc, eq, gt, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { orderRefunds, orders, payments, studios } from '../../../db/schema';

const STUDIO_FIELDS = { id: studios.id, name: studios.name, email: studios.email, accountNumber: studios.accountNumber, accountId: studios.stripeAccountId, verified: studios.stripeVerified };
export type PayoutStudio = { id: number; name: string; email: string | null; accountNumber: string | null; accountId: string | null; verified: boolean };

/** The studio's side of payouts: its connected account, the orders that paid it, the provider's events about them. */
export const payoutAccountsRepository = {
  async studio(db: Executor, studioId: number, options: { lock?: boolean } = {}): Promise<PayoutStudio | null> {
    const query = db.select(STUDIO_FIELDS).from(studios).where(eq(studios.id, studioId)).limit(1);
    const [row] = options.lock ? await query.for('update') : await query;
    return row ?? null;
  },

  async studiosOfAccount(db: Executor, accountId: string): Promise<PayoutStudio[]> {
    return db.select(STUDIO_FIELDS).from(studios).where(eq(studios.stripeAccountId, accountId));
  },

  /** A new account starts unverified: only the provider's word verifies it. */
  async connect(db: Executor, studioId: number, accountId: string): Promise<void> {
    await db.update(studios).set({ stripeAccountId: accountId, stripeVerified: false }).where(eq(studios.id, studioId));
  },

  async disconnect(db: Executor, studioId: number): Promise<void> {
    await db.update(studios).set({ stripeAccountId: null, stripeVerified: false }).where(eq(studios.id, studioId));
  },

  async setVerified(db: Executor, accountId: string, verified: boolean): Promise<number> {
    const rows = await db.update(studios).set({ stripeVerified: verified }).where(eq(studios.stripeAccountId, accountId)).returning({ id: studios.id });
    return rows.length;
  },

  /** Orders paid to this account since `since` and not refunded: their money may still be on its way. */
  async unsettledCount(db: Executor, studioId: number, accountId: string, since: Date): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(eq(orders.studioId, studioId), eq(orders.connectedAccount, accountId), eq(orders.status, 'paid'), gt(orders.paidAt, since)));
    return row?.n ?? 0;
  },

  async openDisputes(db: Executor, studioId: number): Promise<number> {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(orders).where(and(eq(orders.studioId, studioId), isNotNull(orders.disputedAt), eq(orders.status, 'paid')));
    return row?.n ?? 0;
  },

  /**
   * The newest orders charged to the studio's connected account (payouts page), at most `limit`, each with
   * what its refunds gave back and the application fee they reversed.
   */
  async paidOrders(db: Executor, studioId: number, limit: number) {
    // Correlated subqueries name the outer table literally (drizzle renders its column unqualified here).
    const refundSum = (column: typeof orderRefunds.amount | typeof orderRefunds.fee) =>
      sql<number>`(select coalesce(sum(${column}), 0)::int from ${orderRefunds} where ${orderRefunds.orderId} = "orders"."id")`;
    return db
      .select({
        orderNumber: orders.orderNumber, paidAt: orders.paidAt, placedAt: orders.placedAt, status: orders.status, total: orders.total, shipping: orders.shipping, tax: orders.tax,
        applicationFee: orders.applicationFee, disputedAt: orders.disputedAt, refunded: refundSum(orderRefunds.amount), refundedFee: refundSum(orderRefunds.fee),
      })
      .from(orders)
      .where(and(eq(orders.studioId, studioId), isNotNull(orders.connectedAccount), ne(orders.status, 'cancelled')))
      .orderBy(desc(orders.paidAt), desc(orders.id))
      .limit(limit);
  },

  /** The order a charge or PaymentIntent paid, with its studio, by the provider's PaymentIntent id. */
  async orderOfIntent(db: Executor, paymentIntentId: string) {
    const [row] = await db
      .select({ id: orders.id, orderNumber: orders.orderNumber, status: orders.status, total: orders.total, studioId: orders.studioId, disputedAt: orders.disputedAt })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(and(eq(payments.providerReference, paymentIntentId), eq(payments.status, 'succeeded')))
      .limit(1);
    return row ?? null;
  },

  async markDisputed(db: Executor, orderId: number, at: Date): Promise<boolean> {
    const rows = await db.update(orders).set({ disputedAt: at }).where(and(eq(orders.id, orderId), sql`${orders.disputedAt} is null`)).returning({ id: orders.id });
    return rows.length > 0;
  },

  /** Refunded in full from the provider's side (its dashboard): the order is refunded here too. */
  async markRefunded(db: Executor, orderId: number): Promise<void> {
    await db.update(orders).set({ status: 'refunded' }).where(and(eq(orders.id, orderId), eq(orders.status, 'paid')));
  },

  /** A payment still waiting for 3-D Secure that the provider says failed. */
  async failPending(db: Executor, paymentIntentId: string, message: string): Promise<void> {
    await db.update(payments).set({ status: 'failed', failureMessage: message }).where(and(eq(payments.providerReference, paymentIntentId), inArray(payments.status, ['pending'])));
  },
};
