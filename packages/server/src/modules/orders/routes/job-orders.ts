import { dataAnswer, JobOrderAnswer, JobOrderSummaryAnswer, pagedAnswer } from '@shutterday/domain/answers';
import { EntityId, notFoundMessage, Permission } from '@shutterday/domain';
import { JobOrdersQuery, OrderNumberParam, RecordPaymentBody, RefundOrderBody } from '@shutterday/domain/staff';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { ok, paged } from '../../../http/envelope';
import { notFound } from '../../../http/http-error';
import { StudioJobParams, tags } from '../../../http/studio-params';
import { typed } from '../../../http/type-provider';
import { jobInStudio } from '../../catalog';
import { ordersRepository } from '../repositories/orders';
import { recordPayment } from '../services/record-payment';
import { refundOrder } from '../services/refund-order';

/** Parents' names, addresses and money: the studio's editors and those who may read its finances. */
const ORDER_READERS = [Permission.StudioCrud, Permission.StudioAdminCrud, Permission.StudioFinancialsRead];
const JobOrderParams = v.object({ studioId: EntityId, jobId: EntityId, orderNumber: OrderNumberParam });
/** Giving money back, and recording money received after the order: the studio's administrators only. */
const REFUNDERS = [Permission.StudioAdminCrud];

/** The orders parents placed in a job (docs/server.md "Job orders"). */
export async function jobOrderRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  const requireJob = async (request: FastifyRequest) => {
    const { studioId, jobId } = request.params as { studioId: number; jobId: number };
    if (!(await jobInStudio(app.db, { studioId, jobId }))) throw notFound(notFoundMessage('Job'));
  };

  app.get(
    '/studios/:studioId/jobs/:jobId/orders',
    { preHandler: requireJob, config: { permissions: ORDER_READERS }, schema: { response: { 200: pagedAnswer(JobOrderSummaryAnswer) }, tags, summary: "The job's orders, newest first (paged; search, orderMethod, status)", params: StudioJobParams, querystring: JobOrdersQuery } },
    async (request) => {
      const { page, pageSize, ...filter } = request.query;
      const { items, total } = await ordersRepository.listForJob(app.db, request.params.studioId, request.params.jobId, { page, pageSize }, filter);
      return paged(items, request.query, total);
    },
  );

  app.get(
    '/studios/:studioId/jobs/:jobId/orders/:orderNumber',
    { preHandler: requireJob, config: { permissions: ORDER_READERS }, schema: { response: { 200: dataAnswer(JobOrderAnswer) }, tags, summary: 'One order of the job: its lines, totals, shipping and refunds', params: JobOrderParams } },
    async (request) => {
      const order = await ordersRepository.findJobOrder(app.db, request.params.studioId, request.params.jobId, request.params.orderNumber);
      if (!order) throw notFound(notFoundMessage('Order'));
      return ok(order);
    },
  );

  app.post(
    '/studios/:studioId/jobs/:jobId/orders/:orderNumber/refund',
    { preHandler: requireJob, config: { permissions: REFUNDERS }, schema: { response: { 200: dataAnswer(JobOrderAnswer) }, tags, summary: "Refund to the parent's card what is left of a paid order ({}), whole lines ({ lineIds }) or an amount ({ amount }); 409 beyond what is left", params: JobOrderParams, body: RefundOrderBody } },
    async (request) => {
      const { studioId, jobId, orderNumber } = request.params;
      return ok(await refundOrder(app, studioId, jobId, orderNumber, request.body, request.user?.id ?? null));
    },
  );

  app.post(
    '/studios/:studioId/jobs/:jobId/orders/:orderNumber/payment',
    { preHandler: requireJob, config: { permissions: REFUNDERS }, schema: { response: { 200: dataAnswer(JobOrderAnswer) }, tags, summary: 'Record that an order entered unpaid (bill the school) was paid: cash, check (its number) or other, on paidOn (MM/DD/YYYY); the same record again answers the order, another 409', params: JobOrderParams, body: RecordPaymentBody } },
    async (request) => {
      const { studioId, jobId, orderNumber } = request.params;
      return ok(await recordPayment(app, studioId, jobId, orderNumber, request.body, request.user?.id ?? null));
    },
  );
}
