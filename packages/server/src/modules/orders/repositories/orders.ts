import { BATCH_SHIPPING_LABEL, type OrderAnswer, type OrderSearchResult } from '@shutterday/domain';
import { isUnpaid as isUnpaidOrder, planLineRefund, productLayout, refundLeft, sumRefunds, type JobOrder, type JobOrderSummary, type JobOrdersQuery } from '@shutterday/domain/staff';
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client';
import { likePattern, offsetOf, type Page } from '../../../db/page';
import { jobs, orderLines, orderRefunds, orders, shippingOptions, users } from '../../../db/schema';
import { chargeOf } from '../services/order-charge';
import { countsAsPaid, orderRevenue, statusIs, statusOf } from './money-sql';

export interface Interval {
  start: Date;
  end: Date;
}

/** A line's answers as placed; a line placed before answers were kept has none. */
function answersOf(details: unknown): OrderAnswer[] {
  const answers = (details as { answers?: OrderAnswer[] } | null)?.answers;
  return Array.isArray(answers) ? answers : [];
}

async function toResult(db: Executor, order: typeof orders.$inferSelect, jobName: string): Promise<OrderSearchResult> {
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id));
  const refunds = await db.select({ amount: orderRefunds.amount, lineIds: orderRefunds.lineIds }).from(orderRefunds).where(eq(orderRefunds.orderId, order.id));
  const refundedLines = new Set(refunds.flatMap((refund) => refund.lineIds));
  const [option] = order.shippingOptionCode ? await db.select({ name: shippingOptions.name }).from(shippingOptions).where(eq(shippingOptions.code, order.shippingOptionCode)) : [];
  return {
    jobId: order.jobId,
    jobName,
    orderNumber: String(order.orderNumber),
    orderMethod: order.orderMethod,
    placedAt: order.placedAt.toISOString(),
    status: statusOf(order),
    customerName: order.customerName,
    email: order.email,
    lines: lines.map((line) => ({
      id: line.id, packageName: line.packageName, subjectName: line.subjectName, quantity: line.quantity, price: line.unitPrice, answers: answersOf(line.details), refunded: refundedLines.has(line.id),
    })),
    subtotal: order.subtotal,
    services: order.services,
    discount: order.discount,
    shipping: order.shipping,
    tax: order.tax,
    total: order.total,
    refunded: refunds.reduce((sum, refund) => sum + refund.amount, 0),
    promoCode: order.promoCode,
    // No option code: a batch order, delivered with the school's (spec §9).
    shippingLabel: order.shippingOptionCode ? (option?.name ?? order.shippingOptionCode) : BATCH_SHIPPING_LABEL,
    // Where the prints are: only a paid order with something printed is fulfilled (docs/print.md "Fulfilment").
    delivery: order.status === 'paid' && lines.some((line) => printsSomething(line.details))
      ? { status: order.fulfilmentStatus, carrier: order.carrier, trackingNumber: order.trackingNumber }
      : null,
  };
}

/** Whether a line as placed holds an item whose product is printed (a digital download ships nothing). */
function printsSomething(details: unknown): boolean {
  const items = (details as { items?: Array<{ productCode?: string | null }> } | null)?.items;
  return Array.isArray(items) && items.some((item) => productLayout(item.productCode ?? null) !== null);
}

/** The children of an order, each once, in the order of its lines; and its packages, quantities counted. */
const subjectNames = sql<string[]>`(select coalesce(json_agg(s.subject_name order by s.first_line), '[]'::json) from (select ${orderLines.subjectName} as subject_name, min(${orderLines.id}) as first_line from ${orderLines} where ${orderLines.orderId} = "orders"."id" group by ${orderLines.subjectName}) s)`;
const refundedAmount = sql<number>`(select coalesce(sum(${orderRefunds.amount}), 0)::int from ${orderRefunds} where ${orderRefunds.orderId} = "orders"."id")`;
const packageCount = sql<number>`(select coalesce(sum(${orderLines.quantity}), 0)::int from ${orderLines} where ${orderLines.orderId} = "orders"."id")`;

function jobOrdersWhere(studioId: number, jobId: number, query: Omit<JobOrdersQuery, 'page' | 'pageSize'>): SQL | undefined {
  const search = query.search;
  return and(
    eq(orders.studioId, studioId),
    eq(orders.jobId, jobId),
    query.orderMethod ? eq(orders.orderMethod, query.orderMethod) : undefined,
    query.status ? statusIs(query.status) : undefined,
    search
      ? or(
          /^\d{1,12}$/.test(search) ? eq(orders.orderNumber, Number(search)) : undefined,
          ilike(orders.customerName, likePattern(search)),
          ilike(orders.email, likePattern(search)),
          // The children's names among the job's own orders' lines: an EXISTS under this OR became a hashed
          // scan of every line of the database (100 ms on a season's 200,000 lines).
          sql`${orders.id} in (select ${orderLines.orderId} from ${orderLines} join ${orders} as job_orders on job_orders.id = ${orderLines.orderId} where job_orders.job_id = ${jobId} and ${orderLines.subjectName} ilike ${likePattern(search)})`,
        )
      : undefined,
  );
}

export const ordersRepository = {
  /** A job's orders, newest first; the studio is part of every filter, so another studio's job has none. */
  async listForJob(db: Executor, studioId: number, jobId: number, page: Page, query: Omit<JobOrdersQuery, 'page' | 'pageSize'>): Promise<{ items: JobOrderSummary[]; total: number }> {
    const where = jobOrdersWhere(studioId, jobId, query);
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(orders).where(where);
    // The page's ids first, then the lines of those orders only (not of every order the OFFSET skips).
    const order = [desc(orders.placedAt), desc(orders.id)];
    const pageIds = db.select({ id: orders.id }).from(orders).where(where).orderBy(...order).limit(page.pageSize).offset(offsetOf(page)).as('page_ids');
    const rows = await db
      .select({ order: orders, subjectNames, packageCount, refunded: refundedAmount })
      .from(pageIds)
      .innerJoin(orders, eq(orders.id, pageIds.id))
      .orderBy(...order);
    const items = rows.map(({ order, ...counted }) => ({
      orderNumber: String(order.orderNumber),
      orderMethod: order.orderMethod,
      status: statusOf(order),
      paymentMethod: order.paymentMethod,
      checkNumber: order.checkNumber,
      placedAt: order.placedAt.toISOString(),
      customerName: order.customerName,
      email: order.email,
      subjectNames: counted.subjectNames,
      packageCount: counted.packageCount,
      total: order.total,
      refunded: counted.refunded,
    }));
    return { items, total: count?.n ?? 0 };
  },

  /** One order of the job as the studio reads it: with its refunds, what is left, and what each line would give back. */
  async findJobOrder(db: Executor, studioId: number, jobId: number, orderNumber: string): Promise<JobOrder | null> {
    const recorder = alias(users, 'recorder');
    const [row] = await db
      .select({ order: orders, jobName: jobs.name, recordedBy: recorder.name })
      .from(orders)
      .innerJoin(jobs, eq(jobs.id, orders.jobId))
      .leftJoin(recorder, eq(recorder.id, orders.paymentRecordedBy))
      .where(and(eq(orders.studioId, studioId), eq(orders.jobId, jobId), eq(orders.orderNumber, Number(orderNumber))))
      .limit(1);
    if (!row) return null;
    const result = await toResult(db, row.order, row.jobName);
    const refunds = await db
      .select({ refund: orderRefunds, createdBy: users.name })
      .from(orderRefunds)
      .leftJoin(users, eq(users.id, orderRefunds.createdBy))
      .where(eq(orderRefunds.orderId, row.order.id))
      .orderBy(asc(orderRefunds.id));
    const charge = chargeOf(row.order);
    const before = sumRefunds(refunds.map(({ refund }) => refund));
    const refundable = row.order.status === 'paid' && !isUnpaidOrder(row.order);
    const lines = result.lines.map((line) => ({ id: line.id, amount: line.price * line.quantity, refunded: line.refunded }));
    const lineRefunds = refundable
      ? lines.flatMap((line) => {
          const plan = line.refunded ? null : planLineRefund(charge, before, lines, [line.id]);
          return plan?.ok ? [{ lineId: line.id, amount: plan.shares.amount }] : [];
        })
      : [];
    return {
      ...result,
      refundLeft: refundable ? Math.max(0, refundLeft(charge, before).amount) : 0,
      lineRefunds,
      refunds: refunds.map(({ refund, createdBy }) => ({
        amount: refund.amount,
        lineIds: refund.lineIds,
        reason: refund.reason,
        createdAt: refund.createdAt.toISOString(),
        createdBy,
      })),
      payment: {
        method: row.order.paymentMethod,
        checkNumber: row.order.checkNumber,
        paidAt: row.order.paidAt?.toISOString() ?? null,
        recordedAt: row.order.paymentRecordedAt?.toISOString() ?? null,
        recordedBy: row.recordedBy,
      },
    };
  },

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

  /**
   * What the studio earned: its revenue (domain `revenueCents`: the product sales of its paid orders, tax and
   * shipping apart, less what refunds gave back of them), over all time and within the given intervals
   * (half-open) of the day each was paid. An unpaid order (bill the school) counts once its payment is recorded.
   */
  async earned(db: Executor, studioId: number, month: Interval, week: Interval): Promise<{ total: number; thisMonth: number; thisWeek: number }> {
    const kept = orderRevenue;
    const within = (interval: Interval) =>
      sql<number>`coalesce(sum(${kept}) filter (where ${orders.paidAt} >= ${interval.start.toISOString()} and ${orders.paidAt} < ${interval.end.toISOString()}), 0)::int`;
    const [row] = await db
      .select({ total: sql<number>`coalesce(sum(${kept}), 0)::int`, thisMonth: within(month), thisWeek: within(week) })
      .from(orders)
      .where(and(eq(orders.studioId, studioId), countsAsPaid));
    return row ?? { total: 0, thisMonth: 0, thisWeek: 0 };
  },
};
