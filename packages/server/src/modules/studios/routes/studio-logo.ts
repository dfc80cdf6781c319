import { dataAnswer, StudioDetailsAnswer } from '@shutterday/domain/answers';
import { notFoundMessage } from '@shutterday/domain';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { studios } from '../../../db/schema';
import { IMAGE_FILE } from '../../../http/answers';
import { ok } from '../../../http/envelope';
import { notFound } from '../../../http/http-error';
import { StudioParams, tags } from '../../../http/studio-params';
import { typed } from '../../../http/type-provider';
import { acceptLogo } from '../../../services/images/intake';
import { MULTIPART, readUpload, registerMultipart } from '../../media';
import { studiosRepository } from '../repositories/studios';
import { STUDIO_WRITE } from '../../resource/write-permissions';
import type { Storage } from '../../../services/storage/storage';

const LOGO_UPLOAD = { fields: v.object({}) };
const LOGO_PATH = '/api/customer/studio-logos/';
const LOGO_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.png$/;

/** The storage key of a logo URL this server made, or null for anything else (a seeded external URL). */
function logoKey(logoUrl: string | null): string | null {
  const name = logoUrl?.startsWith(LOGO_PATH) ? logoUrl.slice(LOGO_PATH.length) : null;
  return name && LOGO_NAME.test(name) ? `logos/${name}` : null;
}

/** The studio's logo file (PNG), for what the server draws itself (camera cards); null without one. */
export async function studioLogoFile(storage: Storage, logoUrl: string | null): Promise<Buffer | null> {
  const key = logoKey(logoUrl);
  return key ? storage.get(key) : null;
}

/** Spec §7 `PUT .../logo` (multipart, field File) and `DELETE .../logo`, under /api/studioadmin. */
export async function studioLogoRoutes(instance: FastifyInstance): Promise<void> {
  await registerMultipart(instance);
  const app = typed(instance);

  async function replaceLogo(studioId: number, logoUrl: string | null) {
    const studio = await studiosRepository.findById(app.db, studioId);
    if (!studio) throw notFound(notFoundMessage('Studio'));
    await app.db.update(studios).set({ logoUrl }).where(eq(studios.id, studioId));
    // The old file goes once no page is told about it any more; a new name per upload keeps caches honest.
    const old = logoKey(studio.logoUrl);
    if (old) await app.storage.remove(old);
    return (await studiosRepository.details(app.db, studioId))!;
  }

  app.put(
    '/studios/:studioId/logo',
    { config: { permissions: STUDIO_WRITE, upload: LOGO_UPLOAD }, schema: { response: { 200: dataAnswer(StudioDetailsAnswer) }, tags, summary: "Upload the studio's logo (multipart, field File: a JPEG or PNG, stored as PNG)", params: StudioParams, consumes: MULTIPART } },
    async (request) => {
      const upload = await readUpload(request, LOGO_UPLOAD);
      const logo = await acceptLogo(upload.data);
      const name = `${randomUUID()}.png`;
      await app.storage.put(`logos/${name}`, logo.data);
      try {
        return ok(await replaceLogo(request.params.studioId, `${LOGO_PATH}${name}`));
      } catch (error) {
        await app.storage.remove(`logos/${name}`);
        throw error;
      }
    },
  );

  app.delete(
    '/studios/:studioId/logo',
    { config: { permissions: STUDIO_WRITE }, schema: { response: { 200: dataAnswer(StudioDetailsAnswer) }, tags, summary: "Remove the studio's logo (the studio's initial shows instead)", params: StudioParams } },
    async (request) => ok(await replaceLogo(request.params.studioId, null)),
  );
}

const LogoParams = v.object({ logoName: v.pipe(v.string(), v.maxLength(60, 'Use at most 60 characters'), v.regex(LOGO_NAME, 'Logo not found')) });

/** A studio's logo, public like the studio's page: every upload has a new name, so it is cached for good. */
export async function customerStudioLogoRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  app.get(`${LOGO_PATH}:logoName`, { schema: { response: { 200: IMAGE_FILE }, tags: ['customer'], summary: "A studio's logo (PNG)", params: LogoParams } }, async (request, reply) => {
    const data = await app.storage.get(`logos/${request.params.logoName}`);
    if (!data) throw notFound('Logo not found');
    return reply.header('content-type', 'image/png').header('cache-control', 'public, max-age=31536000, immutable').send(data);
  });
}
