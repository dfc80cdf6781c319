import { EntityId } from '@shutterday/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { images, jobs, studios } from '../../../db/schema';
import { notFound } from '../../../http/http-error';
import { typed } from '../../../http/type-provider';
import { makeWatermarkedPreview, PREVIEW_WIDTH, THUMBNAIL_WIDTH } from '../../../services/images/derivatives';
import { isValidImageSignature, type ImageVariant } from '../../../services/images/signed-urls';

const Params = v.object({ imageId: EntityId, variant: v.picklist(['thumbnail', 'preview'], 'This value must be one of thumbnail, preview') });
const Query = v.object({
  s: v.pipe(v.string(), v.maxLength(64)),
  // An old URL without an expiry is simply not found, like a forged one.
  e: v.pipe(v.optional(v.pipe(v.string(), v.maxLength(12)), '0'), v.regex(/^\d+$/, 'Image not found'), v.toNumber()),
});

/**
 * Watermarked previews and thumbnails. Derivatives are made on first request and kept in storage;
 * originals are never served here (only through a paid download link).
 */
export async function customerImageRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);

  app.get('/api/customer/images/:imageId/:variant', { schema: { tags: ['customer'], summary: 'A watermarked preview or a thumbnail', params: Params, querystring: Query } }, async (request, reply) => {
    const { imageId, variant } = request.params;
    if (!isValidImageSignature(app.config.jwtSecret, imageId, variant, request.query.s, request.query.e)) throw notFound('Image not found');
    const [row] = await app.db
      .select({ image: images, studioName: studios.name })
      .from(images)
      .innerJoin(jobs, eq(jobs.id, images.jobId))
      .innerJoin(studios, eq(studios.id, jobs.studioId))
      .where(eq(images.id, imageId));
    if (!row) throw notFound('Image not found');
    const body = await derivative(app, row.image, variant, row.studioName);
    if (!body) throw notFound('Image not found');
    return reply.header('content-type', 'image/jpeg').header('cache-control', 'private, max-age=86400').send(body);
  });
}

async function derivative(app: FastifyInstance, image: typeof images.$inferSelect, variant: ImageVariant, studioName: string): Promise<Buffer | null> {
  const key = `derived/${image.id}-${variant}.jpg`;
  const cached = await app.storage.get(key);
  if (cached) return cached;
  const original = await app.storage.get(image.storageKey);
  if (!original) return null;
  const made = await makeWatermarkedPreview(original, `${studioName} · PROOF`, variant === 'thumbnail' ? THUMBNAIL_WIDTH : PREVIEW_WIDTH);
  await app.storage.put(key, made);
  return made;
}
