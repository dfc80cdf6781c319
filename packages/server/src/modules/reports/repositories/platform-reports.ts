import { PLATFORM_SETTINGS, readPlatformSettings, type PlatformReportRequest } from '@shutterday/domain/staff';
import { and, asc, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client';
import { jobs, orderRefunds, orders, settings, studios, taxLog } from '../../../db/schema';
import { countsAsPaid } from '../../orders';
import { dayIn, EXPORT_BATCH, inBatches, inBatchesBy, localTime, orderAmounts, orderDayIn, orderMoment, refundTotals } from './report-reading';
import { shipToColumns } from '../services/ship-to';

/**
 * Each order's refunds made on the days of the range (`order_refunds`, one row per refund, whole or partial):
 * what they gave back, its product and tax shares, and when the last was made.
 */
function refundsIn(db: Executor, range: PlatformReportRequest) {
  return db
    .select({
      orderId: orderRefunds.orderId,
      amount: sql<number>`sum(${orderRefunds.amount})::int`.as('period_amount'),
      product: sql<number>`sum(${orderRefunds.product})::int`.as('period_product'),
      tax: sql<number>`sum(${orderRefunds.tax})::int`.as('period_tax'),
      fee: sql<number>`sum(${orderRefunds.fee})::int`.as('period_fee'),
      at: sql<Date>`max(${orderRefunds.createdAt})`.as('period_at'),
    })
    .from(orderRefunds)
    .where(dayIn(sql`${orderRefunds.createdAt}`, range))
    .groupBy(orderRefunds.orderId)
    .as('period_refunds');
}
type PeriodRefunds = ReturnType<typeof refundsIn>;
const refundedIn = (period: PeriodRefunds) => sql`${period.orderId} is not null`;

/** Counted in the period: paid on one of its days (domain `countsAsPaid`: a cancelled order never was, an unpaid one not yet). */
const paidIn = (range: PlatformReportRequest) => and(countsAsPaid, orderDayIn(range))!;

const sales = sql`(${orders.subtotal} + ${orders.services} - ${orders.discount})`;
const sumWhere = (amount: SQL, condition: SQL) => sql<number>`coalesce(sum(${amount}) filter (where ${condition}), 0)::int`;
const countWhere = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;

/** Per studio: what was sold in the period and what its refunds of the period gave back of product sales (one query for revenue and commissions). */
function studioSales(db: Executor, range: PlatformReportRequest) {
  const period = refundsIn(db, range);
  const [paid, refunded] = [paidIn(range), refundedIn(period)];
  return inBatches((after) =>
    db
      .select({
        id: orders.studioId,
        studio: studios.name,
        orders: countWhere(paid),
        gross: sumWhere(sql`${orders.subtotal} + ${orders.services}`, paid),
        discounts: sumWhere(sql`${orders.discount}`, paid),
        refunds: sql<number>`coalesce(sum(${period.product}), 0)::int`,
        // The application fees the charges of the period really kept, less what the period's refunds gave back.
        fees: sumWhere(sql`coalesce(${orders.applicationFee}, 0)`, paid),
        refundedFees: sql<number>`coalesce(sum(${period.fee}), 0)::int`,
      })
      .from(orders)
      .innerJoin(studios, eq(studios.id, orders.studioId))
      .leftJoin(period, eq(period.orderId, orders.id))
      .where(and(or(paid, refunded), gt(orders.studioId, after)))
      .groupBy(orders.studioId, studios.name)
      .orderBy(asc(orders.studioId))
      .limit(EXPORT_BATCH),
  );
}

/**
 * Orders with their studio, job and refunds (`refunds`, a subquery by order id), in batches by id: `fields` of
 * those `where` holds. The rows go straight to a CSV, so they are typed as records (drizzle's select type does
 * not follow a generic `fields`).
 */
function orderRows(db: Executor, refunds: ReturnType<typeof refundTotals> | PeriodRefunds, where: SQL | undefined, fields: SelectedFields) {
  return inBatches((after) =>
    db
      .select({ id: orders.id, ...fields })
      .from(orders)
      .innerJoin(studios, eq(studios.id, orders.studioId))
      .innerJoin(jobs, eq(jobs.id, orders.jobId))
      .leftJoin(refunds, eq(refunds.orderId, orders.id))
      .where(and(where, gt(orders.id, after)))
      .orderBy(asc(orders.id))
      .limit(EXPORT_BATCH) as unknown as Promise<Array<{ id: number } & Record<string, unknown>>>,
  );
}

/** The platform's reports across all studios (spec §7 `POST /api/admin/reports/*`; docs/server.md "Platform reports"). */
export const platformReportsRepository = {
  /** Every order of the period (paid, refunded or cancelled), oldest first. */
  orders(db: Executor, range: PlatformReportRequest) {
    const refunded = refundTotals(db);
    return orderRows(db, refunded, orderDayIn(range), {
      studio: studios.name,
      job: jobs.name,
      orderNumber: orders.orderNumber,
      placedAt: localTime(sql`${orders.placedAt}`, range),
      paidAt: localTime(sql`${orders.paidAt}`, range),
      status: orders.status,
      email: orders.email,
      ...orderAmounts,
      refunded: sql<number>`coalesce(${refunded.amount}, 0)`,
      ...shipToColumns,
    });
  },

  /**
   * Tax per studio and jurisdiction: collected on the orders paid in the period, given back on those refunded
   * in it. The jurisdiction and taxable amount are the order's tax calculation (the tax log row the charge
   * used); an order without one is placed at its ship-to (else billing) state, taxable = its goods after discounts.
   */
  async *taxes(db: Executor, range: PlatformReportRequest) {
    const period = refundsIn(db, range);
    const [paid, refunded] = [paidIn(range), refundedIn(period)];
    const calculation = (column: SQL) => sql`(select ${column} from ${taxLog} where ${taxLog.orderId} = ${orders.id} order by ${taxLog.id} desc limit 1)`;
    const perOrder = db
      .select({
        studioId: orders.studioId,
        studio: sql<string>`${studios.name}`.as('studio'),
        jurisdiction: sql<string>`coalesce(${calculation(sql`${taxLog.jurisdiction}`)}, 'US-' || upper(coalesce(${orders.shippingAddress}->>'state', ${orders.billingAddress}->>'state')), 'Unknown')`.as('jurisdiction'),
        taxable: sql<number>`coalesce(${calculation(sql`${taxLog.taxableAmount}`)}, ${sales})`.as('taxable'),
        tax: orders.tax,
        refundedTax: sql<number>`coalesce(${period.tax}, 0)`.as('refunded_tax'),
        paid: sql<boolean>`${paid}`.as('paid'),
        refunded: sql<boolean>`${refunded}`.as('refunded'),
      })
      .from(orders)
      .innerJoin(studios, eq(studios.id, orders.studioId))
      .leftJoin(period, eq(period.orderId, orders.id))
      .where(or(paid, refunded))
      .as('per_order');
    type Row = { studioId: number; studio: string; jurisdiction: string; orders: number; taxable: number; tax: number; refundedTax: number };
    yield* inBatchesBy<Row, { studioId: number; jurisdiction: string }>({ studioId: 0, jurisdiction: '' }, (row) => row, (after) =>
      db
        .select({
          studioId: perOrder.studioId,
          studio: perOrder.studio,
          jurisdiction: perOrder.jurisdiction,
          orders: sql<number>`(count(*) filter (where ${perOrder.paid}))::int`,
          taxable: sql<number>`coalesce(sum(${perOrder.taxable}) filter (where ${perOrder.paid}), 0)::int`,
          tax: sql<number>`coalesce(sum(${perOrder.tax}) filter (where ${perOrder.paid}), 0)::int`,
          refundedTax: sql<number>`coalesce(sum(${perOrder.refundedTax}) filter (where ${perOrder.refunded}), 0)::int`,
        })
        .from(perOrder)
        .where(sql`(${perOrder.studioId}, ${perOrder.jurisdiction}) > (${after.studioId}, ${after.jurisdiction}::text)`)
        .groupBy(perOrder.studioId, perOrder.studio, perOrder.jurisdiction)
        .orderBy(asc(perOrder.studioId), asc(perOrder.jurisdiction))
        .limit(EXPORT_BATCH),
    );
  },

  /** Per studio with sales or refunds in the period: orders paid, gross sales, discounts, refunded sales, net sales. */
  async *revenue(db: Executor, range: PlatformReportRequest) {
    for await (const batch of studioSales(db, range)) yield batch.map((row) => ({ ...row, netSales: row.gross - row.discounts - row.refunds }));
  },

  /** Every order with refunds made in the period (what they gave back, when the last was made), in the order the orders were placed. */
  refunds(db: Executor, range: PlatformReportRequest) {
    const period = refundsIn(db, range);
    return orderRows(db, period, refundedIn(period), {
      refundedAt: localTime(sql`${period.at}`, range),
      studio: studios.name,
      job: jobs.name,
      orderNumber: orders.orderNumber,
      paidAt: localTime(orderMoment, range),
      email: orders.email,
      amount: sql<number>`${period.amount}`,
    });
  },

  /**
   * The platform's commission rate in basis points, by the configuration's rule (the domain's
   * `readPlatformSettings`): the saved setting, else the default; `unusable` when a saved value breaks the
   * rule (the default is used then, and the caller says so in the log).
   */
  async commissionRate(db: Executor): Promise<{ rate: number; unusable: boolean }> {
    const { key } = PLATFORM_SETTINGS.commissionRateBasisPoints;
    const rows = await db.select({ key: settings.key, value: settings.value }).from(settings).where(eq(settings.key, key));
    const { settings: read, unusable } = readPlatformSettings(new Map(rows.map((row) => [row.key, row.value])));
    return { rate: read.commissionRateBasisPoints, unusable: unusable.includes('commissionRateBasisPoints') };
  },
};
