import type { TaxLogEntry, TaxLogQuery } from '@shutterday/domain/staff';
import { desc, eq, ilike, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { likePattern, offsetOf } from '../../../db/page';
import { orders, taxLog } from '../../../db/schema';

/** A search of digits only names an order number; anything else a jurisdiction such as "US-CA" or "CA". */
function whereOf(search: string | undefined) {
  if (!search) return undefined;
  if (/^\d{1,15}$/.test(search)) return eq(orders.orderNumber, Number(search));
  return ilike(taxLog.jurisdiction, likePattern(search));
}

/** The system admin's tax log: every calculation the checkout made, newest first. */
export const taxLogRepository = {
  async list(db: Executor, query: TaxLogQuery): Promise<{ items: TaxLogEntry[]; total: number }> {
    const where = whereOf(query.search);
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(taxLog).leftJoin(orders, eq(orders.id, taxLog.orderId)).where(where);
    const rows = await db
      .select({
        id: taxLog.id,
        provider: taxLog.provider,
        jurisdiction: taxLog.jurisdiction,
        taxableAmount: taxLog.taxableAmount,
        rateBasisPoints: taxLog.rateBasisPoints,
        tax: taxLog.tax,
        cartId: taxLog.cartId,
        orderNumber: orders.orderNumber,
        createdAt: taxLog.createdAt,
      })
      .from(taxLog)
      .leftJoin(orders, eq(orders.id, taxLog.orderId))
      .where(where)
      .orderBy(desc(taxLog.createdAt), desc(taxLog.id))
      .limit(query.pageSize)
      .offset(offsetOf(query));
    return { items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })), total: count?.n ?? 0 };
  },
};
