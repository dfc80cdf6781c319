import { NO_CONTENT } from '../../../http/answers';
import { StudioGreenScreenAnswer, StudioGreenScreenListAnswer, dataAnswer } from '@shutterday/domain/answers';
import { EntityId, notFoundMessage } from '@shutterday/domain';
import { GreenScreenUploadFields, type StudioGreenScreen } from '@shutterday/domain/staff';
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { cartPackages, greenScreenBackgrounds, jobGreenScreens, jobs } from '../../../db/schema';
import { ok } from '../../../http/envelope';
import { notFound } from '../../../http/http-error';
import { StudioJobParams, tags } from '../../../http/studio-params';
import { typed } from '../../../http/type-provider';
import { acceptPhoto } from '../../../services/images/intake';
import { STUDIO_WRITE } from '../../resource/write-permissions';
import { greenScreenUrl } from './customer-greenscreen-images';
import { MULTIPART, readUpload, registerMultipart } from './upload';

const BACKGROUND_UPLOAD = { fields: GreenScreenUploadFields };

const BASE = '/studios/:studioId/jobs/:jobId/greenscreens';
const BackgroundParams = v.object({ ...StudioJobParams.entries, greenScreenId: EntityId });

/** The job's green-screen backgrounds (admin job editor packages/greenscreens, organization editor greenscreens). */
export async function jobGreenScreenRoutes(instance: FastifyInstance): Promise<void> {
  await registerMultipart(instance);
  const app = typed(instance);
  const requireJob = async (request: FastifyRequest) => {
    const { studioId, jobId } = request.params as { studioId: number; jobId: number };
    const [job] = await app.db.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.id, jobId), eq(jobs.studioId, studioId)));
    if (!job) throw notFound(notFoundMessage('Job'));
  };
  const toStudio = (bg: typeof greenScreenBackgrounds.$inferSelect): StudioGreenScreen => ({ id: bg.id, name: bg.name, price: bg.price, thumbnailUrl: greenScreenUrl(app.config.jwtSecret, bg.id, 'thumbnail') });
  const list = async (jobId: number) =>
    (await app.db.select({ bg: greenScreenBackgrounds }).from(greenScreenBackgrounds).innerJoin(jobGreenScreens, eq(jobGreenScreens.greenScreenBackgroundId, greenScreenBackgrounds.id)).where(eq(jobGreenScreens.jobId, jobId)).orderBy(asc(greenScreenBackgrounds.id))).map(({ bg }) => toStudio(bg));

  app.get(BASE, { preHandler: requireJob, schema: { response: { 200: dataAnswer(StudioGreenScreenListAnswer) }, tags, summary: "The job's green-screen backgrounds", params: StudioJobParams } }, async (request) => ok(await list(request.params.jobId)));

  app.post(BASE, { preHandler: requireJob, config: { permissions: STUDIO_WRITE, upload: BACKGROUND_UPLOAD }, schema: { response: { 201: dataAnswer(StudioGreenScreenAnswer) }, tags, summary: 'Upload a background for the job (multipart: name, price in cents, file)', params: StudioJobParams, consumes: MULTIPART } }, async (request, reply) => {
    const upload = await readUpload(request, BACKGROUND_UPLOAD);
    const { fields } = upload;
    const photo = await acceptPhoto(upload.data);
    const storageKey = `greenscreens/${request.params.studioId}/${randomUUID()}.jpg`;
    await app.storage.put(storageKey, photo.data);
    try {
      const background = await app.db.transaction(async (tx) => {
        const [bg] = await tx.insert(greenScreenBackgrounds).values({ studioId: request.params.studioId, name: fields.name, price: fields.price ?? 0, storageKey }).returning();
        await tx.insert(jobGreenScreens).values({ jobId: request.params.jobId, greenScreenBackgroundId: bg!.id });
        return bg!;
      });
      return reply.status(201).send(ok(toStudio(background)));
    } catch (error) {
      await app.storage.remove(storageKey);
      throw error;
    }
  });

  app.delete(`${BASE}/:greenScreenId`, { preHandler: requireJob, config: { permissions: STUDIO_WRITE }, schema: { response: { 204: NO_CONTENT }, tags, summary: 'Remove a background from the job', params: BackgroundParams } }, async (request, reply) => {
    const { jobId, greenScreenId } = request.params;
    const [link] = await app.db.delete(jobGreenScreens).where(and(eq(jobGreenScreens.jobId, jobId), eq(jobGreenScreens.greenScreenBackgroundId, greenScreenId))).returning();
    if (!link) throw notFound('Background not found');
    // The background itself goes when no other job offers it and no cart or order chose it.
    const [[jobsLeft], [carts]] = await Promise.all([
      app.db.select({ n: count() }).from(jobGreenScreens).where(eq(jobGreenScreens.greenScreenBackgroundId, greenScreenId)),
      app.db.select({ n: count() }).from(cartPackages).where(eq(cartPackages.greenScreenBackgroundId, greenScreenId)),
    ]);
    if (!jobsLeft?.n && !carts?.n) {
      const [bg] = await app.db.delete(greenScreenBackgrounds).where(eq(greenScreenBackgrounds.id, greenScreenId)).returning();
      if (bg) await Promise.all([bg.storageKey, `derived/greenscreen-${bg.id}-thumbnail.jpg`, `derived/greenscreen-${bg.id}-preview.jpg`].map((key) => app.storage.remove(key)));
    }
    return reply.status(204).send();
  });
}
