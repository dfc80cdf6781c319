import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { studios } from '../../../db/schema';
import { StudioParams, tags } from '../../../http/studio-params';
import { watermarkRoutes } from './watermark-routes';

const studioIdOf = (request: FastifyRequest) => (request.params as { studioId: number }).studioId;

/** A studio's own mark (studio settings → Watermark), overriding the platform's on its proofs only. */
export async function studioWatermarkRoutes(app: FastifyInstance): Promise<void> {
  await app.register(watermarkRoutes, {
    base: '/studios/:studioId/watermark',
    params: StudioParams,
    tags,
    scopeOf: studioIdOf,
    sampleName: async (request) => (await app.db.select({ name: studios.name }).from(studios).where(eq(studios.id, studioIdOf(request))))[0]?.name ?? 'Studio',
  });
}
