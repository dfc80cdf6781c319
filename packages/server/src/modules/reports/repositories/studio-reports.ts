import { YEARBOOK_POSE_FIELD, type OrderMethod } from '@shutterday/domain';
import { PAYMENTS_SUMMARY_JOBS, type PaymentsExportRequest, type PaymentsSummary } from '@shutterday/domain/staff';
import { and, asc, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client';
import { images, jobs, orderLines, orders, subjectGroups, subjects } from '../../../db/schema';
import { EXPORT_BATCH, inBatches, localTime, orderAmounts, orderDayIn, orderMoment, type DayRange } from './report-reading';
import { shipToColumns } from '../services/ship-to';

const paidSum = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}) filter (where ${orders.status} = 'paid'), 0)::int`;
const countWhere = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;
const sumWhere = (condition: SQL) => sql<number>`coalesce(sum(${orders.total}) filter (where ${condition}), 0)::int`;
const paidWith = (method: OrderMethod) => sql`${orders.status} = 'paid' and ${orders.orderMethod} = ${method}`;

/** A value of the subject's latest paid order in the days (the outer query reads subjects). */
const latestOrder = (value: SQL, range: DayRange) =>
  sql<unknown>`(select ${value} from ${orderLines} join ${orders} on ${orders.id} = ${orderLines.orderId} where ${and(sql`${orderLines.subjectId} = ${subjects.id}`, eq(orders.status, 'paid'), orderDayIn(range))} order by ${orders.id} desc limit 1)`;

export const studioReportsRepository = {
  async paymentsSummary(db: Executor, studioId: number, range: DayRange): Promise<PaymentsSummary> {
    const where = and(eq(orders.studioId, studioId), orderDayIn(range));
    const [totals] = await db
      .select({
        count: countWhere(sql`${orders.status} = 'paid'`),
        subtotal: paidSum(orders.subtotal),
        services: paidSum(orders.services),
        discount: paidSum(orders.discount),
        shipping: paidSum(orders.shipping),
        tax: paidSum(orders.tax),
        total: paidSum(orders.total),
        refundedCount: countWhere(sql`${orders.status} = 'refunded'`),
        refundedTotal: sumWhere(sql`${orders.status} = 'refunded'`),
        prepayCount: countWhere(paidWith('Prepay')),
        prepayTotal: sumWhere(paidWith('Prepay')),
        galleryCount: countWhere(paidWith('Gallery')),
        galleryTotal: sumWhere(paidWith('Gallery')),
      })
      .from(orders)
      .where(where);
    const jobRows = await db
      .select({ jobId: orders.jobId, jobName: jobs.name, count: sql<number>`count(*)::int`, total: sql<number>`sum(${orders.total})::int` })
      .from(orders)
      .innerJoin(jobs, eq(jobs.id, orders.jobId))
      .where(and(where, eq(orders.status, 'paid')))
      .groupBy(orders.jobId, jobs.name)
      .orderBy(desc(sql`sum(${orders.total})`), asc(orders.jobId))
      .limit(PAYMENTS_SUMMARY_JOBS);
    const t = totals!;
    return {
      startDate: range.startDate ?? null,
      endDate: range.endDate ?? null,
      paid: { count: t.count, subtotal: t.subtotal, services: t.services, discount: t.discount, shipping: t.shipping, tax: t.tax, total: t.total },
      refunded: { count: t.refundedCount, total: t.refundedTotal },
      byMethod: { Prepay: { count: t.prepayCount, total: t.prepayTotal }, Gallery: { count: t.galleryCount, total: t.galleryTotal } },
      jobs: jobRows,
    };
  },

  /** The studio's orders of the request, oldest first, in batches, with the paid time as the studio reads it. */
  async *payments(db: Executor, studioId: number, request: PaymentsExportRequest) {
    const filter =
      request.filterType === 'orderMethod' ? eq(orders.orderMethod, request.filter as OrderMethod) : request.filterType === 'status' ? eq(orders.status, request.filter as 'paid') : undefined;
    yield* inBatches((after) =>
      db
        .select({
          id: orders.id,
          orderNumber: orders.orderNumber,
          paidAt: localTime(orderMoment, request),
          jobName: jobs.name,
          orderMethod: orders.orderMethod,
          paymentMethod: orders.paymentMethod,
          checkNumber: orders.checkNumber,
          status: orders.status,
          customerName: orders.customerName,
          email: orders.email,
          children: sql<string>`(select coalesce(string_agg(distinct ${orderLines.subjectName}, ', '), '') from ${orderLines} where ${orderLines.orderId} = ${orders.id})`,
          ...orderAmounts,
          ...shipToColumns,
        })
        .from(orders)
        .innerJoin(jobs, eq(jobs.id, orders.jobId))
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
      .where(and(eq(orders.jobId, jobId), eq(orders.status, 'paid'), orderDayIn(range)))
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
    for await (const { chosen: pose, ...subject } of rows) yield { ...subject, photoId: pose?.imageId ?? null, fileName: pose?.fileName ?? null, orderNumber: pose?.orderNumber ?? null };
  },
};
