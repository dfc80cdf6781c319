import { OrderErrorAnswer, pagedAnswer } from '@shutterday/domain/answers';
import { OrderErrorQuery } from '@shutterday/domain/staff';
import type { FastifyInstance } from 'fastify';
import { paged } from '../../../http/envelope';
import { typed } from '../../../http/type-provider';
import { orderErrorsRepository } from '../repositories/order-errors';

/** GET /api/admin/order-errors: the checkouts a payment refused, newest first (system administrators only, by the /api/admin prefix). */
export async function adminOrderErrorRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  app.get('/order-errors', { schema: { response: { 200: pagedAnswer(OrderErrorAnswer) }, tags: ['system admin'], summary: 'Refused payments of checkouts, newest first (paged; search parent, studio or job; state open or ordered)', querystring: OrderErrorQuery } }, async (request) => {
    const { items, total } = await orderErrorsRepository.list(app.db, request.query);
    return paged(items, request.query, total);
  });
}
