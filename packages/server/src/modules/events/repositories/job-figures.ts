import { eq, inArray, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../../db/client';
import { stampedCaches } from '../../../db/stamped-cache';
import { jobFiguresVersions, orderRefunds, orders, subjects } from '../../../db/schema';
import { countsAsPaid, isPaidOrder, isUnpaid, orderProduct } from '../../orders';

/**
 * A job's figures on the staff pages: its children, and its orders as money — the paid ones (not refunded
 * whole) counted and their revenue (domain `revenueCents`: product sales after refunds, tax and shipping
 * apart) by order method, and what is still unpaid (bill the school).
 */
export interface JobFigures {
  subjectCount: number;
  prepayCount: number;
  prepayRevenue: number;
  galleryCount: number;
  galleryRevenue: number;
  unpaidCount: number;
  unpaidTotal: number;
}
/** The stamp of a job's figures: its figures version (0 until the first change after migration 0035). */
export const figuresVersion = sql<string>`coalesce(${jobFiguresVersions.version}, 0)::text`;
const NO_FIGURES: JobFigures = { subjectCount: 0, prepayCount: 0, prepayRevenue: 0, galleryCount: 0, galleryRevenue: 0, unpaidCount: 0, unpaidTotal: 0 };
const withMethod = (method: string) => sql`${orders.orderMethod} = ${method}`;
const paidCount = (method: string) => sql<number>`(count(*) filter (where ${isPaidOrder} and ${withMethod(method)}))::int`;
const paidProduct = (method: string) => sql<number>`coalesce(sum(${orderProduct}) filter (where ${countsAsPaid} and ${withMethod(method)}), 0)::int`;

/** Each job's figures as read, stamped with its figures version (db/stamped-cache). */
const figuresKept = stampedCaches<JobFigures>(5_000);

/**
 * The figures of these jobs, each with the figures version just read with its row: from this server's memory
 * while the version is unchanged, read for the others at once. Inside a transaction nothing is kept or
 * taken (its own changes may still roll back).
 */
export async function figuresAt(db: Executor, versions: Map<number, string>): Promise<Map<number, JobFigures>> {
  const cache = db instanceof PgTransaction ? null : figuresKept(db as Database);
  const figures = new Map<number, JobFigures>();
  for (const [id, version] of versions) {
    const kept = cache?.entry(String(id));
    if (kept?.stamp === version) figures.set(id, kept.value);
  }
  const read = await figuresOf(db, [...versions.keys()].filter((id) => !figures.has(id)));
  for (const [id, value] of read) {
    figures.set(id, value);
    cache?.set(String(id), versions.get(id)!, value);
  }
  return figures;
}

/**
 * The figures of these jobs, each read once for them all and grouped by job: the children from their job
 * index, the orders from `orders_job_money_idx` alone (a page of a season's jobs is 50 jobs' 25,000 orders),
 * the refunds (few) by job and method. Read per job, PostgreSQL scanned every refund twice for each job.
 */
async function figuresOf(db: Executor, jobIds: number[]): Promise<Map<number, JobFigures>> {
  if (jobIds.length === 0) return new Map();
  const [children, money, refunds] = await Promise.all([
    db.select({ jobId: subjects.jobId, n: sql<number>`count(*)::int` }).from(subjects).where(inArray(subjects.jobId, jobIds)).groupBy(subjects.jobId),
    db
      .select({
        jobId: orders.jobId,
        prepayCount: paidCount('Prepay'),
        prepayProduct: paidProduct('Prepay'),
        galleryCount: paidCount('Gallery'),
        galleryProduct: paidProduct('Gallery'),
        unpaidCount: sql<number>`(count(*) filter (where ${isUnpaid}))::int`,
        unpaidTotal: sql<number>`coalesce(sum(${orders.total}) filter (where ${isUnpaid}), 0)::int`,
      })
      .from(orders)
      .where(inArray(orders.jobId, jobIds))
      .groupBy(orders.jobId),
    db
      .select({ jobId: orders.jobId, method: orders.orderMethod, product: sql<number>`sum(${orderRefunds.product})::int` })
      .from(orderRefunds)
      .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
      .where(inArray(orders.jobId, jobIds))
      .groupBy(orders.jobId, orders.orderMethod),
  ]);
  const figures = new Map(jobIds.map((id) => [id, { ...NO_FIGURES }]));
  for (const row of children) figures.get(row.jobId)!.subjectCount = row.n;
  for (const row of money) {
    Object.assign(figures.get(row.jobId)!, {
      prepayCount: row.prepayCount,
      prepayRevenue: row.prepayProduct,
      galleryCount: row.galleryCount,
      galleryRevenue: row.galleryProduct,
      unpaidCount: row.unpaidCount,
      unpaidTotal: row.unpaidTotal,
    });
  }
  // What refunds gave back of an order's products, whatever became of the order since.
  for (const row of refunds) figures.get(row.jobId)![row.method === 'Prepay' ? 'prepayRevenue' : 'galleryRevenue'] -= row.product;
  return figures;
}
