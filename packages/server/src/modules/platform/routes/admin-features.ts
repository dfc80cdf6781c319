import { EntityId, FeatureIdParam } from '@shutterday/domain';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../../http/envelope';
import { notFound } from '../../../http/http-error';
import { typed } from '../../../http/type-provider';
import { featuresRepository } from '../repositories/features';
import { studiosRepository } from '../repositories/studios';

const tags = ['system admin'];
const StudioFeatureParams = v.object({ studioId: EntityId, featureId: FeatureIdParam });

/** The platform's features and each studio's switches (PUT on, DELETE off; both idempotent, both answer the studio's features). */
export async function adminFeatureRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);

  app.get('/features', { schema: { tags, summary: 'The platform’s features, each with how many studios have it' } }, async () => ok(await featuresRepository.list(app.db)));

  app.get('/studios/:studioId/features', { schema: { tags, summary: 'The features a studio has on', params: v.object({ studioId: EntityId }) } }, async (request) => {
    if (!(await studiosRepository.findById(app.db, request.params.studioId))) throw notFound('Studio not found');
    return ok(await studiosRepository.features(app.db, request.params.studioId));
  });

  for (const [method, on] of [['PUT', true], ['DELETE', false]] as const) {
    app.route({
      method,
      url: '/studios/:studioId/features/:featureId',
      schema: { tags, summary: on ? 'Switch a feature on for a studio' : 'Switch a feature off for a studio', params: StudioFeatureParams },
      handler: async (request) => {
        const { studioId, featureId } = request.params;
        if (!(await studiosRepository.findById(app.db, studioId))) throw notFound('Studio not found');
        if (!(await featuresRepository.exists(app.db, featureId))) throw notFound('Feature not found');
        await featuresRepository.set(app.db, studioId, featureId, on);
        return ok(await studiosRepository.features(app.db, studioId));
      },
    });
  }
}
