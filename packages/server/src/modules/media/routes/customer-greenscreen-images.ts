import { IMAGE_FILE } from '../../../http/answers';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { EntityId } from '@shutterday/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { greenScreenBackgrounds } from '../../../db/schema';
import { notFound } from '../../../http/http-error';
import { typed } from '../../../http/type-provider';
import { makeWatermarkedPreview, PREVIEW_WIDTH, THUMBNAIL_WIDTH } from '../../../services/images/derivatives';
import type { ImageVariant } from '../../../services/images/signed-urls';
import { studioMark } from '../../watermarks';

// Backgrounds are studio artwork: shown watermarked like photos, through signed URLs of their own.
const sign = (secret: Uint8Array, id: number, variant: ImageVariant) => createHmac('sha256', secret).update(`greenscreen:${id}:${variant}`).digest('base64url').slice(0, 22);

export function greenScreenUrl(secret: Uint8Array, id: number, variant: ImageVariant): string {
  return `/api/customer/greenscreens/${id}/${variant}?s=${sign(secret, id, variant)}`;
}

const Params = v.object({ backgroundId: EntityId, variant: v.picklist(['thumbnail', 'preview'], 'This value must be one of thumbnail, preview') });
const Query = v.object({ s: v.pipe(v.string(), v.maxLength(64)) });

export async function customerGreenScreenImageRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  app.get('/api/customer/greenscreens/:backgroundId/:variant', { schema: { response: { 200: IMAGE_FILE }, tags: ['customer ordering'], summary: 'A green-screen background, watermarked', params: Params, querystring: Query } }, async (request, reply) => {
    const { backgroundId, variant } = request.params;
    const expected = Buffer.from(sign(app.config.jwtSecret, backgroundId, variant));
    const given = Buffer.from(request.query.s);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw notFound('Image not found');
    const [row] = await app.db.select({ bg: greenScreenBackgrounds }).from(greenScreenBackgrounds).where(eq(greenScreenBackgrounds.id, backgroundId));
    if (!row) throw notFound('Image not found');
    const mark = await studioMark(app, row.bg.studioId);
    // Named by the mark too: a change of mark makes new copies on request (a studio has a few backgrounds).
    const key = `derived/greenscreen-${backgroundId}-${variant}-${mark.fingerprint}.jpg`;
    let body = await app.storage.get(key);
    if (!body) {
      const original = await app.storage.get(row.bg.storageKey);
      if (!original) throw notFound('Image not found');
      body = await makeWatermarkedPreview(original, mark, variant === 'thumbnail' ? THUMBNAIL_WIDTH : PREVIEW_WIDTH);
      await app.storage.put(key, body);
    }
    return reply.header('content-type', 'image/jpeg').header('cache-control', 'private, max-age=86400').send(body);
  });
}
