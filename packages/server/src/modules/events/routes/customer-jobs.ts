import { CustomerJobAnswer, OrderConfirmationAnswer, OrderSearchResultAnswer, StudioLookupAnswer, dataAnswer } from '@shutterday/domain/answers';
import { EntityId, OrderPageQuery, OrderSearchQuery, type StudioLookup } from '@shutterday/domain';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../../http/envelope';
import { notFound, tooManyRequests } from '../../../http/http-error';
import { MissBudget } from '../../../http/miss-budget';
import { typed } from '../../../http/type-provider';
import { toCustomerJob, jobsRepository } from '../repositories/jobs';
import { findOrderIdByNumber, orderConfirmation } from '../../ordering';
import { ordersRepository } from '../../orders';
import { studiosRepository } from '../../studios';
import { MISS_BUDGETS, RATE_LIMITS, TOO_MANY_REQUESTS } from '../../../plugins/infrastructure/rate-limit';

const tags = ['customer'];
const JobParams = v.object({ jobId: EntityId });
export const ORDER_NOT_FOUND = 'Could not find this order';

export async function customerJobRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  // Wrong order numbers (or e-mails) on the order page, counted per address across every job.
  const orderPageMisses = new MissBudget(app.db, 'order-page', MISS_BUDGETS.orderPage);

  // Unpublished or archived jobs are still described, so the customer app can show the unavailable page.
  app.get('/api/customer/jobs/:jobId', { schema: { response: { 200: dataAnswer(CustomerJobAnswer) }, tags, summary: 'What a customer may know of a job', params: JobParams } }, async (request) => {
    const row = await jobsRepository.findRow(app.db, request.params.jobId);
    if (!row) throw notFound('Job not found');
    return ok(toCustomerJob(row, row.timeZone));
  });

  app.get('/api/customer/jobs/:jobId/studio', { schema: { response: { 200: dataAnswer(StudioLookupAnswer) }, tags, summary: 'The studio lookup by job (studioWebUrl is the slug)', params: JobParams } }, async (request) => {
    const row = await jobsRepository.findRow(app.db, request.params.jobId);
    const studio = row && (await studiosRepository.findById(app.db, row.job.studioId));
    if (!studio) throw notFound('Job not found');
    const lookup: StudioLookup = { studioId: studio.id, studioWebUrl: studio.slug };
    return ok(lookup);
  });

  // The path keeps the trailing slash of spec §7; the router ignores trailing slashes, so both forms work.
  app.get('/api/customer/cart/search/', { schema: { response: { 200: dataAnswer(OrderSearchResultAnswer) }, tags, summary: 'Find an order by its number and e-mail', querystring: OrderSearchQuery }, config: { rateLimit: RATE_LIMITS.orderLookup } }, async (request) => {
    const order = await ordersRepository.search(app.db, request.query.orderNumber, request.query.email);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    return ok(order);
  });

  app.get(
    '/api/customer/jobs/:jobId/orders/:orderNumber',
    { schema: { response: { 200: dataAnswer(OrderConfirmationAnswer) }, tags, summary: 'An order of the job, for a direct visit of the confirmation page', params: v.object({ jobId: EntityId, orderNumber: v.pipe(v.string(), v.maxLength(20)) }), querystring: OrderPageQuery }, config: { rateLimit: RATE_LIMITS.orderPage } },
    async (request) => {
      // Checked before the order is looked at, so an address out of budget learns nothing, hit or miss.
      const wait = await orderPageMisses.retryAfter('any', request.ip);
      if (wait > 0) throw tooManyRequests(TOO_MANY_REQUESTS, wait);
      const order = await ordersRepository.search(app.db, request.params.orderNumber, request.query.email, request.params.jobId);
      const orderId = order && (await findOrderIdByNumber(app.db, order.orderNumber));
      // The same proof as the lookup (number and e-mail) shows the confirmation with its download links.
      const confirmation = orderId && (await orderConfirmation(app.db, app.config.jwtSecret, orderId));
      if (!confirmation) {
        await orderPageMisses.recordMiss('any', request.ip);
        throw notFound(ORDER_NOT_FOUND);
      }
      return ok(confirmation);
    },
  );
}
