import { PRINTED_PRODUCT_CODES, type FulfilmentStatus, type ShippingKind } from '@shutterday/domain/staff';
import { and, asc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { offsetOf, type Page } from '../../../db/page';
import { jobs, orderLines, organizations, orders, shippingOptions, subjectGroups, subjects } from '../../../db/schema';

export type FulfilmentOrderRecord = typeof orders.$inferSelect & { jobName: string; organization: string };
export type OrderLineRecord = typeof orderLines.$inferSelect & { group: string | null };

/**
 * Something of the order is printed: a line holds an item whose product has a print layout. A digital-only
 * order has nothing to ship (its downloads are its delivery), so it is in neither list.
 */
const printsSomething = sql`exists (select 1 from ${orderLines} ol, jsonb_array_elements(case when jsonb_typeof(ol.details->'items') = 'array' then ol.details->'items' else '[]'::jsonb end) item
  where ol.order_id = "orders"."id" and item->>'productCode' in (${sql.join(PRINTED_PRODUCT_CODES.map((code) => sql`${code}`), sql`, `)}))`;

/** Orders that go with the school's batch have no shipping option (spec §9); the others ship home. Only orders with prints. */
const shippingIs = (shipping: ShippingKind): SQL =>
  and(shipping === 'batch' ? isNull(orders.shippingOptionCode) : isNotNull(orders.shippingOptionCode), printsSomething)!;

/** The group of the order's first child, and its children in line order, each once. */
const firstGroup = sql<string | null>`(select sg.name from ${orderLines} ol join ${subjects} s on s.id = ol.subject_id join ${subjectGroups} sg on sg.id = s.group_id where ol.order_id = "orders"."id" order by ol.id limit 1)`;
const children = sql<string[]>`(select coalesce(json_agg(c.subject_name order by c.first_line), '[]'::json) from (select ${orderLines.subjectName} as subject_name, min(${orderLines.id}) as first_line from ${orderLines} where ${orderLines.orderId} = "orders"."id" group by ${orderLines.subjectName}) c)`;
const packageCount = sql<number>`(select coalesce(sum(${orderLines.quantity}), 0)::int from ${orderLines} where ${orderLines.orderId} = "orders"."id")`;

export interface FulfilmentListRow {
  order: typeof orders.$inferSelect;
  organization: string;
  group: string | null;
  children: string[];
  packageCount: number;
}

/**
 * What fulfilment reads and writes of the orders (docs/print.md "Fulfilment"). Only paid orders are
 * fulfilled: a refunded or cancelled one is in neither list. The studio is in every filter.
 */
export const fulfilmentOrdersRepository = {
  /** A list in the order the school hands it out: group (none last), first child, order number. */
  async list(db: Executor, studioId: number, jobId: number, query: { shipping: ShippingKind; status?: FulfilmentStatus }, page: Page): Promise<{ rows: FulfilmentListRow[]; total: number }> {
    const where = and(eq(orders.studioId, studioId), eq(orders.jobId, jobId), eq(orders.status, 'paid'), shippingIs(query.shipping), query.status ? eq(orders.fulfilmentStatus, query.status) : undefined);
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(orders).where(where);
    const rows = await db
      .select({ order: orders, organization: organizations.name, group: firstGroup, children, packageCount })
      .from(orders)
      .innerJoin(jobs, eq(jobs.id, orders.jobId))
      .innerJoin(organizations, eq(organizations.id, jobs.organizationId))
      .where(where)
      .orderBy(sql`${firstGroup} asc nulls last`, sql`${children}->>0`, asc(orders.orderNumber))
      .limit(page.pageSize)
      .offset(offsetOf(page));
    return { rows, total: count?.n ?? 0 };
  },

  async find(db: Executor, studioId: number, jobId: number, orderNumber: string): Promise<FulfilmentOrderRecord | null> {
    const [row] = await db
      .select({ order: orders, jobName: jobs.name, organization: organizations.name })
      .from(orders)
      .innerJoin(jobs, eq(jobs.id, orders.jobId))
      .innerJoin(organizations, eq(organizations.id, jobs.organizationId))
      .where(and(eq(orders.studioId, studioId), eq(orders.jobId, jobId), eq(orders.orderNumber, Number(orderNumber))))
      .limit(1);
    return row ? { ...row.order, jobName: row.jobName, organization: row.organization } : null;
  },

  /** The order's lines in their order, with the child's group now. */
  async lines(db: Executor, orderId: number): Promise<OrderLineRecord[]> {
    const rows = await db
      .select({ line: orderLines, group: subjectGroups.name })
      .from(orderLines)
      .leftJoin(subjects, eq(subjects.id, orderLines.subjectId))
      .leftJoin(subjectGroups, eq(subjectGroups.id, subjects.groupId))
      .where(eq(orderLines.orderId, orderId))
      .orderBy(asc(orderLines.id));
    return rows.map(({ line, group }) => ({ ...line, group }));
  },

  async shippingOptionName(db: Executor, code: string): Promise<string | null> {
    const [row] = await db.select({ name: shippingOptions.name }).from(shippingOptions).where(eq(shippingOptions.code, code)).limit(1);
    return row?.name ?? null;
  },

  /** The named orders of the job (or every paid order of one list), locked for a status move. */
  async forMove(db: Executor, studioId: number, jobId: number, which: { orderNumbers?: string[]; wholeList?: ShippingKind }): Promise<Array<typeof orders.$inferSelect>> {
    const chosen = which.wholeList ? and(eq(orders.status, 'paid'), shippingIs(which.wholeList)) : inArray(orders.orderNumber, (which.orderNumbers ?? []).map(Number));
    return db
      .select()
      .from(orders)
      .where(and(eq(orders.studioId, studioId), eq(orders.jobId, jobId), chosen))
      .orderBy(asc(orders.orderNumber))
      .for('update');
  },

  async setFulfilment(db: Executor, orderIds: number[], status: FulfilmentStatus, shipment: { carrier: string; trackingNumber: string } | null): Promise<void> {
    if (orderIds.length === 0) return;
    const now = new Date();
    const stamps =
      status === 'in_production' ? { inProductionAt: now } : status === 'shipped' ? { shippedAt: now, ...shipment } : status === 'delivered' ? { deliveredAt: now } : { inProductionAt: null };
    await db.update(orders).set({ fulfilmentStatus: status, ...stamps }).where(inArray(orders.id, orderIds));
  },

  /** The paid orders of a list, by number (the lab export and the packing list). */
  async ids(db: Executor, studioId: number, jobId: number, shipping: ShippingKind, orderNumbers: string[] | null): Promise<number[]> {
    const rows = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.studioId, studioId), eq(orders.jobId, jobId), eq(orders.status, 'paid'), shippingIs(shipping), orderNumbers ? inArray(orders.orderNumber, orderNumbers.map(Number)) : undefined))
      .orderBy(asc(orders.orderNumber));
    return rows.map((row) => row.id);
  },

  async jobHeader(db: Executor, studioId: number, jobId: number): Promise<{ jobName: string; organization: string } | null> {
    const [row] = await db.select({ jobName: jobs.name, organization: organizations.name }).from(jobs).innerJoin(organizations, eq(organizations.id, jobs.organizationId)).where(and(eq(jobs.id, jobId), eq(jobs.studioId, studioId)));
    return row ?? null;
  },

  async byId(db: Executor, orderId: number): Promise<(typeof orders.$inferSelect) | null> {
    const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
    return row ?? null;
  },
};
