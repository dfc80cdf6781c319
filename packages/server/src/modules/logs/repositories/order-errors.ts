import type { OrderError, OrderErrorQuery } from '@shutterday/domain/staff';
import { and, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { likePattern, offsetOf } from '../../../db/page';
import { carts, jobs, orders, payments, studios } from '../../../db/schema';

const email = sql<string | null>`${carts.checkout}->'customer'->>'email'`;
const parentName = sql<string | null>`nullif(trim(concat_ws(' ', ${carts.checkout}->'customer'->>'firstName', ${carts.checkout}->'customer'->>'lastName')), '')`;

function whereOf(query: OrderErrorQuery): SQL | undefined {
  const pattern = query.search ? likePattern(query.search) : null;
  return and(
    eq(payments.status, 'failed'),
    pattern ? or(ilike(email, pattern), ilike(parentName, pattern), ilike(studios.name, pattern), ilike(jobs.name, pattern)) : undefined,
    query.state === 'open' ? isNull(orders.id) : query.state === 'ordered' ? isNotNull(orders.id) : undefined,
  );
}

/**
 * The system admin's order errors: every charge the payment provider refused (a failed payment of a cart),
 * with the parent's contact from the checkout and the order the cart became later, if any — so support
 * knows whom to help and whom not to bother.
 */
export const orderErrorsRepository = {
  async list(db: Executor, query: OrderErrorQuery): Promise<{ items: OrderError[]; total: number }> {
    const where = whereOf(query);
    const base = () =>
      db
        .select({
          id: payments.id,
          at: payments.createdAt,
          studioId: studios.id,
          studioName: studios.name,
          jobId: jobs.id,
          jobName: jobs.name,
          parentName,
          email,
          amount: payments.amount,
          provider: payments.provider,
          message: payments.failureMessage,
          orderNumber: orders.orderNumber,
        })
        .from(payments)
        .innerJoin(carts, eq(carts.id, payments.cartId))
        .innerJoin(jobs, eq(jobs.id, carts.jobId))
        .innerJoin(studios, eq(studios.id, jobs.studioId))
        .leftJoin(orders, eq(orders.cartId, carts.id))
        .where(where);
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(base().as('errors'));
    const rows = await base().orderBy(desc(payments.createdAt), desc(payments.id)).limit(query.pageSize).offset(offsetOf(query));
    return { items: rows.map((row) => ({ ...row, at: row.at.toISOString() })), total: count?.n ?? 0 };
  },
};
