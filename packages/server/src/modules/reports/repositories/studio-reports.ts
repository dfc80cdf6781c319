import { YEARBOOK_POSE_FIELD, type OrderMethod } from '@shutterday/domain';
import { PAYMENTS_SUMMARY_JOBS, REVENUE_MONTHS_MAX, REVENUE_WEEKS_MAX, type OrderStatus, type PaymentsExportRequest, type PaymentsSummary, type RevenueCount, type RevenuePeriod, type RevenueSummary } from '@shutterday/domain/staff';

import { and, asc, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client';
import { images, jobs, orderLines, orderRefunds, orders, subjectGroups, subjects } from '../../../db/schema';
import { countsAsPaid, isPaidOrder, isUnpaid, revenueWith, statusIs } from '../../orders';
import { EXPORT_BATCH, inBatches, localDay, localTime, orderAmounts, orderDayIn, orderMoment, orderProduct, refundTotals, type DayRange, type RefundTotals } from './report-reading';
import { shipToColumns } from '../services/ship-to';

const PAID_METHODS = ['card', 'cash', 'check', 'other'] as const;

const paidSum = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}) filter (where ${isPaidOrder}), 0)::int`;
const countWhere = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;
const sumWhere = (condition: SQL) => sql<number>`coalesce(sum(${orders.total}) filter (where ${condition}), 0)::int`;
/** Domain `revenueCents` summed over the orders matching `condition` (their refunds joined as `refunds`). */
const revenueWhere = (revenue: SQL, condition: SQL) => sql<number>`coalesce(sum(${revenue}) filter (where ${condition}), 0)::int`;
const withMethod = (method: OrderMethod) => sql`${orders.orderMethod} = ${method}`;
const paidWith = (method: 'card' | 'cash' | 'check' | 'other') => sql`${orders.paymentMethod} = ${method}`;
/** Paid orders counted and their revenue, among the orders matching `condition`. */
const revenueCount = (revenue: SQL, condition: SQL) => ({ count: countWhere(sql`${isPaidOrder} and ${condition}`), revenue: revenueWhere(revenue, condition) });
/** A `{ count, revenue }` JSON object of the orders matching `condition`. */
const revenueCountJson = (revenue: SQL, condition: SQL) => {
  const figures = revenueCount(revenue, condition);
  return sql`json_build_object('count', ${figures.count}, 'revenue', ${figures.revenue})`;
};

/** A value of the subject's latest paid order in the days (the outer query reads subjects). */
const latestOrder = (value: SQL, range: DayRange) =>
  sql<unknown>`(select ${value} from ${orderLines} join ${orders} on ${orders.id} = ${orderLines.orderId} where ${and(sql`${orderLines.subjectId} = ${subjects.id}`, isPaidOrder, orderDayIn(range))} order by ${orders.id} desc limit 1)`;

/** The order line was not given back by a refund of its lines (a whole refund leaves the order `refunded`). */
const lineNotRefunded = sql`not exists (select 1 from ${orderRefunds} where ${orderRefunds.orderId} = ${orders.id} and ${orderRefunds.lineIds} @> to_jsonb(${orderLines.id}))`;

const total = (amount: SQL) => sql<number>`coalesce(sum(${amount}), 0)::int`;
const refundedOf = (refunds: RefundTotals, part: 'product' | 'tax' | 'shipping' | 'amount') => sql`coalesce(${refunds[part]}, 0)`;

/** The orders of the days that were paid (refunded ones too; domain `countsAsPaid`), with their refunds' parts beside them. */
function revenueOrders(db: Executor, studioId: number, range: DayRange) {
  const refunds = refundTotals(db);
  const where = and(eq(orders.studioId, studioId), countsAsPaid, orderDayIn(range));
  return { refunds, where };
}

async function revenueSummary(db: Executor, studioId: number, range: DayRange): Promise<RevenueSummary> {
  const { refunds, where } = revenueOrders(db, studioId, range);
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      product: total(orderProduct),
      tax: total(sql`${orders.tax}`),
      shipping: total(sql`${orders.shipping}`),
      refundedProduct: total(refundedOf(refunds, 'product')),
      refundedTax: total(refundedOf(refunds, 'tax')),
      refundedShipping: total(refundedOf(refunds, 'shipping')),
    })
    .from(orders)
    .leftJoin(refunds, eq(refunds.orderId, orders.id))
    .where(where);
  const r = row!;
  const parts = (product: number, tax: number, shipping: number) => ({ product, tax, shipping, total: product + tax + shipping });
  return {
    count: r.count,
    charged: parts(r.product, r.tax, r.shipping),
    refunded: parts(r.refundedProduct, r.refundedTax, r.refundedShipping),
    net: parts(r.product - r.refundedProduct, r.tax - r.refundedTax, r.shipping - r.refundedShipping),
  };
}

/**
 * The calendar weeks (Sunday first, spec §9) or months of the days, read in the range's time zone: what is
 * kept of each part and what refunds gave back, the latest `max` periods, oldest first.
 */
async function revenuePeriods(db: Executor, studioId: number, range: DayRange, period: 'week' | 'month', max: number): Promise<RevenuePeriod[]> {
  const { refunds, where } = revenueOrders(db, studioId, range);
  const day = localDay(orderMoment, range);
  // Per order first: the time zone is a parameter, so the period is a column the outer query groups by.
  const perOrder = db
    .select({
      start: (period === 'week' ? sql<string>`(${day} - extract(dow from ${day})::int)` : sql<string>`date_trunc('month', ${day})::date`).as('period_start'),
      product: sql<number>`${orderProduct} - ${refundedOf(refunds, 'product')}`.as('kept_product'),
      tax: sql<number>`${orders.tax} - ${refundedOf(refunds, 'tax')}`.as('kept_tax'),
      shipping: sql<number>`${orders.shipping} - ${refundedOf(refunds, 'shipping')}`.as('kept_shipping'),
      refunded: sql<number>`${refundedOf(refunds, 'amount')}`.as('refunded'),
    })
    .from(orders)
    .leftJoin(refunds, eq(refunds.orderId, orders.id))
    .where(where)
    .as('per_order');
  const rows = await db
    .select({
      start: sql<string>`to_char(${perOrder.start}, 'MM/DD/YYYY')`,
      count: sql<number>`count(*)::int`,
      product: total(sql`${perOrder.product}`),
      tax: total(sql`${perOrder.tax}`),
      shipping: total(sql`${perOrder.shipping}`),
      refunded: total(sql`${perOrder.refunded}`),
    })
    .from(perOrder)
    .groupBy(perOrder.start)
    .orderBy(desc(perOrder.start));
  // The latest `max` are taken here, not by a LIMIT: with one, PostgreSQL cannot tell how few periods there
  // are and chose a nested loop of every order against every refund (6 s for a season's 100,000 orders,
  // docs/performance.md "A season of data"); a season has a few dozen weeks at most.
  return rows.slice(0, max).reverse();
}

export const studioReportsRepository = {
  async paymentsSummary(db: Executor, studioId: number, range: DayRange): Promise<PaymentsSummary> {
    const where = and(eq(orders.studioId, studioId), orderDayIn(range));
    // Each order's refunds are summed once and joined (a lookup per order would cost a season's worth of probes).
    const refunds = refundTotals(db);
    const revenue = revenueWith(sql`${refunds.product}`);
    const [totals] = await db
      .select({
        count: countWhere(isPaidOrder),
        subtotal: paidSum(orders.subtotal),
        services: paidSum(orders.services),
        discount: paidSum(orders.discount),
        shipping: paidSum(orders.shipping),
        tax: paidSum(orders.tax),
        total: paidSum(orders.total),
        refundedCount: countWhere(sql`${orders.status} = 'refunded'`),
        refundedTotal: sumWhere(sql`${orders.status} = 'refunded'`),
        prepay: sql<RevenueCount>`${revenueCountJson(revenue, withMethod('Prepay'))}`,
        gallery: sql<RevenueCount>`${revenueCountJson(revenue, withMethod('Gallery'))}`,
        byPayment: sql<PaymentsSummary['byPayment']>`json_build_object(${sql.join(
          PAID_METHODS.map((method) => sql`${method}::text, ${revenueCountJson(revenue, paidWith(method))}`),
          sql`, `,
        )}, 'unpaid', json_build_object('count', ${countWhere(isUnpaid)}, 'total', ${sumWhere(isUnpaid)}))`,
      })
      .from(orders)
      .leftJoin(refunds, eq(refunds.orderId, orders.id))
      .where(where);
    const jobRevenue = sql<number>`coalesce(sum(${revenue}), 0)::int`;
    const jobRows = await db
      .select({ jobId: orders.jobId, jobName: jobs.name, count: countWhere(isPaidOrder), revenue: jobRevenue })
      .from(orders)
      .innerJoin(jobs, eq(jobs.id, orders.jobId))
      .leftJoin(refunds, eq(refunds.orderId, orders.id))
      .where(and(where, countsAsPaid))
      .groupBy(orders.jobId, jobs.name)
      .orderBy(desc(jobRevenue), asc(orders.jobId))
      .limit(PAYMENTS_SUMMARY_JOBS);
    const t = totals!;
    return {
      startDate: range.startDate ?? null,
      endDate: range.endDate ?? null,
      paid: { count: t.count, subtotal: t.subtotal, services: t.services, discount: t.discount, shipping: t.shipping, tax: t.tax, total: t.total },
      refunded: { count: t.refundedCount, total: t.refundedTotal },
      byMethod: { Prepay: t.prepay, Gallery: t.gallery },
      byPayment: t.byPayment,
      jobs: jobRows,
      revenue: await revenueSummary(db, studioId, range),
      byWeek: await revenuePeriods(db, studioId, range, 'week', REVENUE_WEEKS_MAX),
      byMonth: await revenuePeriods(db, studioId, range, 'month', REVENUE_MONTHS_MAX),
    };
  },

  /** The studio's orders of the request, oldest first, in batches, with the paid time as the studio reads it. */
  async *payments(db: Executor, studioId: number, request: PaymentsExportRequest) {
    const refunds = refundTotals(db);
    const filter =
      request.filterType === 'orderMethod' ? eq(orders.orderMethod, request.filter as OrderMethod) : request.filterType === 'status' ? statusIs(request.filter as OrderStatus) : undefined;
    yield* inBatches((after) =>
      db
        .select({
          id: orders.id,
          orderNumber: orders.orderNumber,
          // Only a paid order has a paid time: one still unpaid (bill the school) leaves it blank.
          paidAt: localTime(sql`${orders.paidAt}`, request),
          jobName: jobs.name,
          orderMethod: orders.orderMethod,
          paymentMethod: orders.paymentMethod,
          checkNumber: orders.checkNumber,
          status: orders.status,
          customerName: orders.customerName,
          email: orders.email,
          children: sql<string>`(select coalesce(string_agg(distinct ${orderLines.subjectName}, ', '), '') from ${orderLines} where ${orderLines.orderId} = ${orders.id})`,
          ...orderAmounts,
          product: orderProduct,
          refundedProduct: refundedOf(refunds, 'product') as SQL<number>,
          refundedTax: refundedOf(refunds, 'tax') as SQL<number>,
          refundedShipping: refundedOf(refunds, 'shipping') as SQL<number>,
          refunded: refundedOf(refunds, 'amount') as SQL<number>,
          revenue: revenueWith(sql`${refunds.product}`),
          ...shipToColumns,
        })
        .from(orders)
        .innerJoin(jobs, eq(jobs.id, orders.jobId))
        .leftJoin(refunds, eq(refunds.orderId, orders.id))
        .where(and(eq(orders.studioId, studioId), orderDayIn(request), filter, request.jobId ? eq(orders.jobId, request.jobId) : undefined, gt(orders.id, after)))
        .orderBy(asc(orders.id))
        .limit(EXPORT_BATCH),
    );
  },

  /** A job's subjects by name with their paid orders (orders, packages, amount of their lines) in the days. */
  async *subjects(db: Executor, jobId: number, range: DayRange) {
    const lines = db
      .select({
        subjectId: orderLines.subjectId,
        orders: sql<number>`count(distinct ${orders.id})::int`.as('orders'),
        packages: sql<number>`sum(${orderLines.quantity})::int`.as('packages'),
        amount: sql<number>`sum(${orderLines.quantity} * ${orderLines.unitPrice})::int`.as('amount'),
      })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(eq(orders.jobId, jobId), isPaidOrder, lineNotRefunded, orderDayIn(range)))
      .groupBy(orderLines.subjectId)
      .as('ordered');
    yield* inBatches((after) =>
      db
        .select({
          id: subjects.id,
          lastName: subjects.lastName,
          firstName: subjects.firstName,
          group: subjectGroups.name,
          accessCode: subjects.accessCode,
          externalId: subjects.externalId,
          orders: sql<number>`coalesce(${lines.orders}, 0)`,
          packages: sql<number>`coalesce(${lines.packages}, 0)`,
          amount: sql<number>`coalesce(${lines.amount}, 0)`,
          // Where the subject's latest paid order of the days goes.
          shipAddress: latestOrder(sql`${orders.shippingAddress}`, range),
          shipBatch: latestOrder(sql`${orders.shippingOptionCode} is null`, range) as SQL<boolean | null>,
        })
        .from(subjects)
        .leftJoin(subjectGroups, eq(subjectGroups.id, subjects.groupId))
        .leftJoin(lines, eq(lines.subjectId, subjects.id))
        .where(and(eq(subjects.jobId, jobId), gt(subjects.id, after)))
        .orderBy(asc(subjects.id))
        .limit(EXPORT_BATCH),
    );
  },

  /**
   * A job's subjects by name with the yearbook pose of their latest paid order that chose one: the photo
   * (its file name, when it is one of that subject's photos) and the order. A subject without one has blanks.
   */
  async *yearbook(db: Executor, jobId: number) {
    const answers = sql`case when jsonb_typeof(${orderLines.details}->'answers') = 'array' then ${orderLines.details}->'answers' else '[]'::jsonb end`;
    const photoId = sql`case when answer->>'value' ~ '^[0-9]{1,9}$' then (answer->>'value')::int end`;
    const chosen = sql<{ orderNumber: number; imageId: number | null; fileName: string | null } | null>`(
      select json_build_object('orderNumber', ${orders.orderNumber}, 'imageId', ${images.id}, 'fileName', ${images.fileName})
      from ${orderLines}
      join ${orders} on ${orders.id} = ${orderLines.orderId}
      cross join lateral jsonb_array_elements(${answers}) as answer
      left join ${images} on ${images.id} = ${photoId} and ${images.subjectId} = ${orderLines.subjectId}
      where ${orderLines.subjectId} = "subjects"."id" and ${orders.jobId} = ${jobId} and ${orders.status} = 'paid' and answer->>'name' = ${YEARBOOK_POSE_FIELD}
      order by ${orders.placedAt} desc, ${orders.id} desc
      limit 1)`;
    const rows = inBatches((after) =>
      db
        .select({ id: subjects.id, lastName: subjects.lastName, firstName: subjects.firstName, group: subjectGroups.name, accessCode: subjects.accessCode, chosen })
        .from(subjects)
        .leftJoin(subjectGroups, eq(subjectGroups.id, subjects.groupId))
        .where(and(eq(subjects.jobId, jobId), gt(subjects.id, after)))
        .orderBy(asc(subjects.id))
        .limit(EXPORT_BATCH),
    );
    for await (const batch of rows) yield batch.map(({ chosen: pose, ...subject }) => ({ ...subject, photoId: pose?.imageId ?? null, fileName: pose?.fileName ?? null, orderNumber: pose?.orderNumber ?? null }));
  },
};
