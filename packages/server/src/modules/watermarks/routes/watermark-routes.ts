import { WatermarkViewAnswer, dataAnswer } from '@shutterday/domain/answers';
import { EmptyBody } from '@shutterday/domain';
import { applicableWatermark, WATERMARK_MESSAGES, WatermarkSettings, type WatermarkView } from '@shutterday/domain/staff';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import { IMAGE_FILE } from '../../../http/answers';
import { ok } from '../../../http/envelope';
import { conflict } from '../../../http/http-error';
import { typed } from '../../../http/type-provider';
import { makeWatermarkedPreview } from '../../../services/images/derivatives';
import { MULTIPART, readUpload, registerMultipart } from '../../media';
import { watermarksRepository, type WatermarkScope } from '../repositories/watermarks';
import { applyPlan, planMark } from '../services/applied-mark';
import { acceptMarkPicture } from '../services/picture-intake';
import { startRemark, remarkProgress } from '../services/remark';
import { samplePhoto } from '../services/sample-photo';

const PICTURE_UPLOAD = { fields: EmptyBody };

export interface WatermarkRoutesOptions {
  /** Under the prefix: '/watermark' (platform) or '/studios/:studioId/watermark'. */
  base: string;
  params?: v.GenericSchema;
  tags: string[];
  /** Whose mark: null for the platform, the studio's id for a studio. */
  scopeOf: (request: FastifyRequest) => WatermarkScope;
  /** The name written for {studio} on the sample. */
  sampleName: (request: FastifyRequest) => Promise<string>;
}

/**
 * A scope's mark: read with the re-marking's progress, saved, given a picture, removed (back to the
 * platform's or the default), and drawn over a sample photo. Every change re-marks the affected proofs
 * in the background; originals are only read.
 */
export async function watermarkRoutes(instance: FastifyInstance, options: WatermarkRoutesOptions): Promise<void> {
  await registerMultipart(instance);
  const app = typed(instance);
  const { base, tags } = options;
  const params = options.params ? { params: options.params } : {};
  const answer = { 200: dataAnswer(WatermarkViewAnswer) };

  const view = async (scope: WatermarkScope): Promise<WatermarkView> => {
    const platform = await watermarksRepository.platform(app.db);
    const own = scope === null ? null : await watermarksRepository.studio(app.db, scope);
    const { source, mark } = applicableWatermark(platform, own);
    return { source, settings: mark.settings, hasPicture: mark.hasPicture, previews: await remarkProgress(app.db, scope) };
  };
  const changed = async (scope: WatermarkScope) => {
    await startRemark(app, scope);
    return ok(await view(scope));
  };

  app.get(base, { schema: { response: answer, tags, summary: 'The mark over the proofs, where it comes from, and the re-marking progress', ...params } }, async (request) => ok(await view(options.scopeOf(request))));

  app.put(base, { schema: { response: answer, tags, summary: 'Save the mark (a picture mark needs its picture uploaded first)', ...params, body: WatermarkSettings } }, async (request) => {
    const scope = options.scopeOf(request);
    const saved = await watermarksRepository.read(app.db, scope);
    const pictureKey = saved?.pictureKey ?? null;
    if (request.body.kind === 'picture' && !pictureKey) throw conflict(WATERMARK_MESSAGES.pictureMissing);
    await watermarksRepository.save(app.db, scope, { settings: request.body, pictureKey });
    return changed(scope);
  });

  app.post(`${base}/picture`, { config: { upload: PICTURE_UPLOAD }, schema: { response: answer, tags, summary: 'Upload the PNG picture of the mark and use it (multipart: file)', ...params, consumes: MULTIPART } }, async (request) => {
    const scope = options.scopeOf(request);
    const upload = await readUpload(request, PICTURE_UPLOAD);
    const picture = await acceptMarkPicture(upload.data);
    const pictureKey = `watermarks/${scope ?? 'platform'}-${randomUUID()}.png`;
    await app.storage.put(pictureKey, picture);
    const saved = await watermarksRepository.read(app.db, scope);
    const current = saved?.settings ?? (await view(scope)).settings;
    await watermarksRepository.save(app.db, scope, { settings: { ...current, kind: 'picture' }, pictureKey });
    if (saved?.pictureKey) await app.storage.remove(saved.pictureKey);
    return changed(scope);
  });

  app.delete(base, { schema: { response: answer, tags, summary: "Remove the mark: the platform's (or the default) applies again", ...params } }, async (request) => {
    const scope = options.scopeOf(request);
    const saved = await watermarksRepository.read(app.db, scope);
    if (!saved) return ok(await view(scope));
    await watermarksRepository.remove(app.db, scope);
    if (saved.pictureKey) await app.storage.remove(saved.pictureKey);
    return changed(scope);
  });

  app.get(`${base}/sample`, { schema: { response: { 200: IMAGE_FILE }, tags, summary: 'A sample photo with the mark in force, as parents see proofs', ...params } }, async (request, reply) => {
    const scope = options.scopeOf(request);
    const platform = await watermarksRepository.platform(app.db);
    const own = scope === null ? null : await watermarksRepository.studio(app.db, scope);
    const mark = await applyPlan(app, planMark(platform, own, await options.sampleName(request)));
    const body = await makeWatermarkedPreview(await samplePhoto(), mark, 800);
    return reply.header('content-type', 'image/jpeg').header('cache-control', 'no-store').send(body);
  });
}
