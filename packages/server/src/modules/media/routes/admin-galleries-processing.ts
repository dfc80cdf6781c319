import { GalleryProcessingAnswer, pagedAnswer } from '@shutterday/domain/answers';
import { ListQuery } from '@shutterday/domain';
import type { FastifyInstance } from 'fastify';
import { paged } from '../../../http/envelope';
import { typed } from '../../../http/type-provider';
import { galleriesProcessingRepository } from '../repositories/galleries-processing';

/** The system administrator's galleries-processing log: per job, its photos and how far their processing got. */
export async function adminGalleriesProcessingRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  app.get('/galleries-processing', { schema: { response: { 200: pagedAnswer(GalleryProcessingAnswer) }, tags: ['system admin'], summary: 'Photo processing per job (paged, search by job, organization or studio)', querystring: ListQuery } }, async (request) => {
    const { items, total } = await galleriesProcessingRepository.list(app.db, request.query, request.query.search);
    return paged(items, request.query, total);
  });
}
