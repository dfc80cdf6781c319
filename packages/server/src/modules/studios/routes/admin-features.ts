import { dataAnswer, FeatureListAnswer, PlatformFeatureListAnswer } from '@shutterday/domain/answers';
import { EmptyBody, EntityId, FeatureIdParam } from '@shutterday/domain';
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

  app.get('/features', { schema: { response: { 200: dataAnswer(PlatformFeatureListAnswer) }, tags, summary: 'The platform’s features, each with how many studios have it' } }, async () => ok(await featuresRepository.list(app.db)));

  app.get('/studios/:studioId/features', { schema: { response: { 200: dataAnswer(FeatureListAnswer) }, tags, summary: 'The features a studio has on', params: v.object({ studioId: EntityId }) } }, async (request) => {
    if (!(await studiosRepository.findById(app.db, request.params.studioId))) throw notFound('Studio not found');
    return ok(await studiosRepository.features(app.db, request.params.studioId));
  });

  const switchFeature = async ({ studioId, featureId }: v.InferOutput<typeof StudioFeatureParams>, on: boolean) => {
    if (!(await studiosRepository.findById(app.db, studioId))) throw notFound('Studio not found');
    if (!(await featuresRepository.exists(app.db, featureId))) throw notFound('Feature not found');
    await featuresRepository.set(app.db, studioId, featureId, on);
    return ok(await studiosRepository.features(app.db, studioId));
  };
  const path = '/studios/:studioId/features/:featureId';
  app.put(path, { schema: { response: { 200: dataAnswer(FeatureListAnswer) }, tags, summary: 'Switch a feature on for a studio', params: StudioFeatureParams, body: EmptyBody } }, (request) => switchFeature(request.params, true));
  app.delete(path, { schema: { response: { 200: dataAnswer(FeatureListAnswer) }, tags, summary: 'Switch a feature off for a studio', params: StudioFeatureParams } }, (request) => switchFeature(request.params, false));
}
