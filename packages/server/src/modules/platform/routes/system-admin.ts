import { EntityId, ListQuery } from '@shutterday/domain';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ok, paged } from '../../../http/envelope';
import { notFound } from '../../../http/http-error';
import { typed } from '../../../http/type-provider';
import { studiosRepository } from '../repositories/studios';
import { requireLogin, requireSystemAdmin } from '../../../http/guards';

const tags = ['system admin'];

/** Everything under /api/admin: system administrators only. */
export async function adminRoutes(instance: FastifyInstance): Promise<void> {
  instance.addHook('onRequest', requireLogin(instance));
  instance.addHook('preHandler', requireSystemAdmin);
  const app = typed(instance);

  app.get('/studios', { schema: { tags, summary: 'All studios (paged, search by name or slug)', querystring: ListQuery } }, async (request) => {
    const { items, total } = await studiosRepository.list(app.db, request.query, request.query.search);
    return paged(items, request.query, total);
  });

  app.get('/studios/:studioId', { schema: { tags, summary: 'One studio', params: v.object({ studioId: EntityId }) } }, async (request) => {
    const studio = await studiosRepository.details(app.db, request.params.studioId);
    if (!studio) throw notFound('Studio not found');
    return ok(studio);
  });
}
