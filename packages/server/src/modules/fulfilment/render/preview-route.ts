import { createHash } from 'node:crypto';
import { EntityId } from '@shutterday/domain';
import { printPreviewRequest, PrintPreviewQuery, type PrintPreviewRequest } from '@shutterday/domain/server';
import { PrintLayoutError } from '@shutterday/domain/staff';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import * as v from 'valibot';
import { jobGreenScreens, jobPackageSets, jobs, packages } from '../../../db/schema';
import { notFound } from '../../../http/http-error';
import { typed } from '../../../http/type-provider';
import { RATE_LIMITS } from '../../../plugins/infrastructure/rate-limit';
import { isValidImageSignature } from '../../../services/images/signed-urls';
import { MissingPrintSourceError } from './draw-print';
import { loadPrintRequest, storagePrintSources } from './print-sources';
import { renderPrintPreview } from './render-print';
import { studioMark } from '../../watermarks';
import { IMAGE_FILE, NO_CONTENT } from '../../../http/answers';

/** Bumped when the drawing changes, so browsers and the cache below stop reusing older previews. */
export const PREVIEW_RENDER_VERSION = 1;

export const PREVIEW_NOT_FOUND = {
  job: 'Job not found',
  item: 'Package item not found',
  image: 'Image not found',
  background: 'Background not found',
  notPrinted: 'This item is not printed',
} as const;

/** Recent previews by their inputs' hash: a parent going back and forth between crops gets them at once. */
const recent = new LRUCache<string, Buffer>({ maxSize: 64 * 1024 * 1024, sizeCalculation: (body) => body.length });

const Params = v.object({ jobId: EntityId });

/** A photo's token must be a signature the API handed out for it (thumbnail or preview), not yet expired. */
function mayShow(secret: Uint8Array, photo: NonNullable<PrintPreviewRequest['photos'][number]>): boolean {
  return (['thumbnail', 'preview'] as const).some((variant) => isValidImageSignature(secret, photo.imageId, variant, photo.signature, photo.expires));
}

/**
 * The parent's live preview of a package item's print: the print renderer at screen size, watermarked
 * (docs/print.md "Preview route"). Public like the rest of the ordering flow; every photo must come with
 * the signature the API gave for it, and item, photos and background must belong to the job.
 */
export async function customerPrintPreviewRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  app.get(
    '/api/customer/jobs/:jobId/print-preview',
    {
      schema: { response: { 200: IMAGE_FILE, 304: NO_CONTENT }, tags: ['customer ordering'], summary: "A package item's print with the parent's choices, watermarked", params: Params, querystring: PrintPreviewQuery },
      config: { rateLimit: RATE_LIMITS.printPreview },
    },
    async (request, reply) => {
      const { jobId } = request.params;
      const wanted = printPreviewRequest(request.query);
      const [job] = await app.db.select({ studioId: jobs.studioId }).from(jobs).where(eq(jobs.id, jobId));
      if (!job) throw notFound(PREVIEW_NOT_FOUND.job);
      const watermark = await studioMark(app, job.studioId);
      const secret = app.config.jwtSecret;
      if (wanted.photos.some((photo) => photo && !mayShow(secret, photo))) throw notFound(PREVIEW_NOT_FOUND.image);
      const loaded = await loadPrintRequest(app.db, wanted.packageItemId, {
        photos: wanted.photos.map((photo) => (photo ? { imageId: photo.imageId, crop: photo.crop, rotation: photo.rotation } : { imageId: null, crop: null, rotation: 0 })),
        backgroundId: wanted.backgroundId,
        texts: wanted.texts,
        extraLines: wanted.extraLines,
      });
      if (!loaded || !(await offersPackage(app, jobId, loaded.packageId))) throw notFound(PREVIEW_NOT_FOUND.item);
      for (const photo of wanted.photos) {
        if (photo && loaded.photos.get(photo.imageId)?.jobId !== jobId) throw notFound(PREVIEW_NOT_FOUND.image);
      }
      if (wanted.backgroundId !== null && !(await offersBackground(app, jobId, wanted.backgroundId))) throw notFound(PREVIEW_NOT_FOUND.background);

      // The hash of what is drawn (the catalogue item as it is now, the choices, the mark, the size), so a
      // studio's change to the item is a new preview while the same choices are answered from cache.
      const etag = `"${createHash('sha256').update(JSON.stringify([PREVIEW_RENDER_VERSION, loaded.request, watermark.fingerprint, wanted.size, wanted.format])).digest('base64url').slice(0, 32)}"`;
      reply.header('etag', etag).header('cache-control', 'private, max-age=86400');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      const send = (body: Buffer) => reply.header('content-type', wanted.format === 'webp' ? 'image/webp' : 'image/jpeg').send(body);
      const kept = recent.get(etag);
      if (kept) return send(kept);
      try {
        const { body } = await renderPrintPreview(loaded.request, { maxSide: wanted.size, format: wanted.format, watermark }, storagePrintSources(app));
        recent.set(etag, body);
        return send(body);
      } catch (error) {
        if (error instanceof PrintLayoutError) throw notFound(PREVIEW_NOT_FOUND.notPrinted);
        if (error instanceof MissingPrintSourceError) throw notFound(PREVIEW_NOT_FOUND.image);
        throw error;
      }
    },
  );
}

async function offersPackage(app: FastifyInstance, jobId: number, packageId: number): Promise<boolean> {
  const rows = await app.db
    .select({ id: packages.id })
    .from(packages)
    .innerJoin(jobPackageSets, eq(jobPackageSets.packageSetId, packages.packageSetId))
    .where(and(eq(packages.id, packageId), eq(jobPackageSets.jobId, jobId)))
    .limit(1);
  return rows.length > 0;
}

async function offersBackground(app: FastifyInstance, jobId: number, backgroundId: number): Promise<boolean> {
  const rows = await app.db.select({ id: jobGreenScreens.greenScreenBackgroundId }).from(jobGreenScreens).where(and(eq(jobGreenScreens.jobId, jobId), eq(jobGreenScreens.greenScreenBackgroundId, backgroundId))).limit(1);
  return rows.length > 0;
}
