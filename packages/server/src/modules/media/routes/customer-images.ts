import { IMAGE_FILE } from '../../../http/answers';
import { EntityId, isResponsiveWidth, RESPONSIVE_IMAGE_FORMATS, type ResponsiveImageFormat } from '@shutterday/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { images, jobs } from '../../../db/schema';
import { notFound } from '../../../http/http-error';
import { typed } from '../../../http/type-provider';
import { makeWatermarkedPreview, PREVIEW_WIDTH, THUMBNAIL_WIDTH } from '../../../services/images/derivatives';
import { contentTypeOf, makeResponsiveDerivative, responsiveKey } from '../../../services/images/responsive';
import { imageCacheControl, isValidImageSignature, type ImageVariant } from '../../../services/images/signed-urls';
import { studioMark } from '../../watermarks';

const Params = v.object({ imageId: EntityId, variant: v.picklist(['thumbnail', 'preview'], 'This value must be one of thumbnail, preview') });
const Query = v.object({
  s: v.pipe(v.string(), v.maxLength(64)),
  // An old URL without an expiry is simply not found, like a forged one.
  e: v.pipe(v.optional(v.pipe(v.string(), v.maxLength(12)), '0'), v.regex(/^\d+$/, 'Image not found'), v.toNumber(), v.minValue(0, 'Image not found'), v.maxValue(999_999_999_999, 'Image not found')),
  // A smaller width and another format of the same signed photo (issue 11); a width the variant does not
  // make is not found.
  w: v.optional(v.pipe(v.string(), v.maxLength(5), v.regex(/^\d+$/, 'Image not found'), v.toNumber(), v.minValue(1, 'Image not found'), v.maxValue(99_999, 'Image not found'))),
  f: v.optional(v.picklist(RESPONSIVE_IMAGE_FORMATS, 'This value must be one of jpeg, webp'), 'jpeg'),
});

/**
 * Watermarked previews and thumbnails. Derivatives are made on first request and kept in storage;
 * originals are never served here (only through a paid download link).
 */
export async function customerImageRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);

  app.get('/api/customer/images/:imageId/:variant', { schema: { response: { 200: IMAGE_FILE }, tags: ['customer'], summary: 'A watermarked preview or a thumbnail', params: Params, querystring: Query } }, async (request, reply) => {
    const { imageId, variant } = request.params;
    if (!isValidImageSignature(app.config.jwtSecret, imageId, variant, request.query.s, request.query.e)) throw notFound('Image not found');
    const [row] = await app.db
      .select({ image: images, studioId: jobs.studioId })
      .from(images)
      .innerJoin(jobs, eq(jobs.id, images.jobId))
      .where(eq(images.id, imageId));
    // A camera card photo is a marker of keyframe matching: the studio sees it, a parent never does.
    if (!row || row.image.isCard) throw notFound('Image not found');
    const { w, f } = request.query;
    if (w !== undefined && !isResponsiveWidth(variant, w)) throw notFound('Image not found');
    const body = await derivative(app, row.image, variant, row.studioId, w, f);
    if (!body) throw notFound('Image not found');
    return reply.header('content-type', contentTypeOf(f)).header('cache-control', imageCacheControl(request.query.e)).send(body);
  });
}

const widthOf = (variant: ImageVariant) => (variant === 'thumbnail' ? THUMBNAIL_WIDTH : PREVIEW_WIDTH);

/** The variant as first made (a JPEG at its full width), or one of its responsive copies. */
async function derivative(app: FastifyInstance, image: typeof images.$inferSelect, variant: ImageVariant, studioId: number, width: number | undefined, format: ResponsiveImageFormat): Promise<Buffer | null> {
  const plain = width === undefined && format === 'jpeg';
  const key = plain ? `derived/${image.id}-${variant}.jpg` : responsiveKey(image.id, variant, width ?? widthOf(variant), format);
  const cached = await app.storage.get(key);
  if (cached) return cached;
  const original = await app.storage.get(image.storageKey);
  if (!original) return null;
  const watermark = await studioMark(app, studioId);
  const made = plain
    ? await makeWatermarkedPreview(original, watermark, widthOf(variant))
    : await makeResponsiveDerivative(original, watermark, width ?? widthOf(variant), format);
  await app.storage.put(key, made);
  // The first proof made on demand records its mark, so a later change of mark knows to make it again.
  if (plain) await app.db.update(images).set({ markedWith: watermark.fingerprint }).where(and(eq(images.id, image.id), isNull(images.markedWith)));
  return made;
}
