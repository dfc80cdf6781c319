import type { PrintFilesProgress } from '@shutterday/domain/staff';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { orderPrintFiles } from '../../../db/schema';

export type PrintFileRow = typeof orderPrintFiles.$inferSelect;

/** The print files of orders: planned at checkout, made by the worker, reprinted on the studio's word. */
export const printFilesRepository = {
  async plan(db: Executor, rows: Array<Pick<PrintFileRow, 'orderId' | 'orderLineId' | 'lineNo' | 'itemNo'> & Partial<Pick<PrintFileRow, 'reprint' | 'reason' | 'requestedBy'>>>): Promise<PrintFileRow[]> {
    if (rows.length === 0) return [];
    return db.insert(orderPrintFiles).values(rows).onConflictDoNothing().returning();
  },

  /** One reprint: two at the same moment break the unique index, and the second is refused with its sentence (409). */
  async reprint(db: Executor, row: Pick<PrintFileRow, 'orderId' | 'orderLineId' | 'lineNo' | 'itemNo' | 'reprint' | 'reason' | 'requestedBy'>): Promise<PrintFileRow> {
    const [made] = await db.insert(orderPrintFiles).values(row).returning();
    return made!;
  },

  async ofOrder(db: Executor, orderId: number): Promise<PrintFileRow[]> {
    return db.select().from(orderPrintFiles).where(eq(orderPrintFiles.orderId, orderId)).orderBy(asc(orderPrintFiles.lineNo), asc(orderPrintFiles.itemNo), asc(orderPrintFiles.reprint));
  },

  async ofOrders(db: Executor, orderIds: number[]): Promise<PrintFileRow[]> {
    if (orderIds.length === 0) return [];
    return db.select().from(orderPrintFiles).where(inArray(orderPrintFiles.orderId, orderIds)).orderBy(asc(orderPrintFiles.orderId), asc(orderPrintFiles.lineNo), asc(orderPrintFiles.itemNo), asc(orderPrintFiles.reprint));
  },

  async find(db: Executor, orderId: number, fileId: number): Promise<PrintFileRow | null> {
    const [row] = await db.select().from(orderPrintFiles).where(and(eq(orderPrintFiles.orderId, orderId), eq(orderPrintFiles.id, fileId)));
    return row ?? null;
  },

  async byId(db: Executor, fileId: number): Promise<PrintFileRow | null> {
    const [row] = await db.select().from(orderPrintFiles).where(eq(orderPrintFiles.id, fileId));
    return row ?? null;
  },

  /** n of m files ready, per order. */
  async progress(db: Executor, orderIds: number[]): Promise<Map<number, PrintFilesProgress>> {
    if (orderIds.length === 0) return new Map();
    const rows = await db
      .select({
        orderId: orderPrintFiles.orderId,
        total: sql<number>`count(*)::int`,
        ready: sql<number>`(count(*) filter (where ${orderPrintFiles.status} = 'ready'))::int`,
        failed: sql<number>`(count(*) filter (where ${orderPrintFiles.status} = 'failed'))::int`,
      })
      .from(orderPrintFiles)
      .where(inArray(orderPrintFiles.orderId, orderIds))
      .groupBy(orderPrintFiles.orderId);
    return new Map(rows.map(({ orderId, ...progress }) => [orderId, progress]));
  },

  async nextReprint(db: Executor, orderLineId: number, itemNo: number): Promise<number> {
    const [row] = await db.select({ n: sql<number>`coalesce(max(${orderPrintFiles.reprint}), 0)::int` }).from(orderPrintFiles).where(and(eq(orderPrintFiles.orderLineId, orderLineId), eq(orderPrintFiles.itemNo, itemNo)));
    return (row?.n ?? 0) + 1;
  },

  async pendingIds(db: Executor): Promise<number[]> {
    const rows = await db.select({ id: orderPrintFiles.id }).from(orderPrintFiles).where(eq(orderPrintFiles.status, 'pending')).orderBy(asc(orderPrintFiles.id));
    return rows.map((row) => row.id);
  },

  async markReady(db: Executor, id: number, file: { storageKey: string; width: number; height: number; bytes: number }): Promise<void> {
    await db.update(orderPrintFiles).set({ status: 'ready', ...file, failureReason: null, readyAt: new Date() }).where(eq(orderPrintFiles.id, id));
  },

  async markFailed(db: Executor, id: number, reason: string): Promise<void> {
    await db.update(orderPrintFiles).set({ status: 'failed', failureReason: reason }).where(eq(orderPrintFiles.id, id));
  },
};
