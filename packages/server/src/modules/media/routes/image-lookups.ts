import { NO_CONTENT } from '../../../http/answers';
import { ImageLookupAnswer, ImageProcessingSummaryAnswer, ImageUploadResultAnswer, JobPhotoRunsAnswer, dataAnswer, pagedAnswer } from '@shutterday/domain/answers';
import { EmptyBody, EntityId, notFoundMessage } from '@shutterday/domain';
import { ImageAssign, ImageCardMark, ImageConvertType, ImageLookupListQuery, ImageRunAssign, ImageUploadFields } from '@shutterday/domain/staff';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { images, subjects } from '../../../db/schema';
import { ok, paged } from '../../../http/envelope';
import { badRequest, conflict, notFound } from '../../../http/http-error';
import { tags } from '../../../http/studio-params';
import { typed } from '../../../http/type-provider';
import { STUDIO_WRITE } from '../../resource/write-permissions';
import { imageLookupsRepository, toImageLookup, type JobScope } from '../repositories/image-lookups';
import { removeFiles, replacePhoto, uploadPhoto } from '../services/photo-intake';
import { jobPhotoRuns, markCardByStudio, oweKeyframeMatch, placeByStudio, queueKeyframeMatch } from '../services/keyframe-matching';
import { queuePhoto } from '../services/photo-processing';
import { MULTIPART, readUpload, registerMultipart } from './upload';

const PHOTO_UPLOAD = { fields: ImageUploadFields };
const FILE_ONLY = { fields: EmptyBody };

const BASE = '/studios/:studioId/organizations/:organizationId/jobs/:jobId/imagelookups';
const JobParams = v.object({ studioId: EntityId, organizationId: EntityId, jobId: EntityId });
const ImageParams = v.object({ ...JobParams.entries, imageLookupId: EntityId });

/** Spec §7 image lookups: the job's photos, their upload, replacement, type, subject and processing. */
export async function imageLookupRoutes(instance: FastifyInstance): Promise<void> {
  await registerMultipart(instance);
  const app = typed(instance);
  const secret = app.config.jwtSecret;
  const requireJob = async (request: FastifyRequest) => {
    if (!(await imageLookupsRepository.job(app.db, request.params as JobScope))) throw notFound(notFoundMessage('Job'));
  };
  const photo = async (params: JobScope & { imageLookupId: number }) => {
    const found = await imageLookupsRepository.find(app.db, params.jobId, params.imageLookupId);
    if (!found) throw notFound('Photo not found');
    return found;
  };
  const subjectOfJob = async (subjectId: number, jobId: number) => {
    const [subject] = await app.db.select({ id: subjects.id }).from(subjects).where(and(eq(subjects.id, subjectId), eq(subjects.jobId, jobId)));
    if (!subject) throw badRequest('subjectId: This subject is not in this job');
  };
  const write = { preHandler: requireJob, config: { permissions: STUDIO_WRITE } };

  app.get(BASE, { preHandler: requireJob, schema: { response: { 200: pagedAnswer(ImageLookupAnswer) }, tags, summary: "The job's photos with their processing status (paged)", params: JobParams, querystring: ImageLookupListQuery } }, async (request) => {
    const { items, total } = await imageLookupsRepository.list(app.db, request.params.jobId, request.query);
    return paged(items.map((row) => toImageLookup(secret, row.image, row.subjectName)), request.query, total);
  });

  app.get(`${BASE}/status`, { preHandler: requireJob, schema: { response: { 200: dataAnswer(ImageProcessingSummaryAnswer) }, tags, summary: "The job's processing status: pending, done, failed, unmatched", params: JobParams } }, async (request) =>
    ok(await imageLookupsRepository.summary(app.db, request.params.jobId)));

  app.get(`${BASE}/runs`, { preHandler: requireJob, schema: { response: { 200: dataAnswer(JobPhotoRunsAnswer) }, tags, summary: "The job's photos as shot: runs in capture order, each a card and its child, group or reason", params: JobParams } }, async (request) =>
    ok(await jobPhotoRuns(app.db, request.params.studioId, request.params.jobId)));

  app.post(`${BASE}/runs/assign`, { ...write, schema: { response: { 204: NO_CONTENT }, tags, summary: "Assign photos (a run, its card kept as a card) to a subject in one action", params: JobParams, body: ImageRunAssign } }, async (request, reply) => {
    const { jobId } = request.params;
    const { subjectId, imageLookupIds, cardImageLookupId } = request.body;
    if (subjectId !== null) await subjectOfJob(subjectId, jobId);
    const listed = cardImageLookupId === null ? imageLookupIds : [...imageLookupIds, cardImageLookupId];
    if (cardImageLookupId !== null && imageLookupIds.includes(cardImageLookupId)) throw badRequest('cardImageLookupId: The card photo cannot also be one of the photos');
    const [found] = listed.length === 0 ? [{ n: 0 }] : await app.db.select({ n: count() }).from(images).where(and(eq(images.jobId, jobId), inArray(images.id, listed)));
    if ((found?.n ?? 0) !== listed.length) throw badRequest('imageLookupIds: Some of these photos are not in this job');
    await placeByStudio(app.db, jobId, imageLookupIds, subjectId, cardImageLookupId);
    return reply.status(204).send();
  });

  app.put(`${BASE}/:imageLookupId/card`, { ...write, schema: { response: { 204: NO_CONTENT }, tags, summary: 'Mark a photo as a camera card the decoder missed (of a child, or not read): it starts a run of its own', params: ImageParams, body: ImageCardMark } }, async (request, reply) => {
    const found = await photo(request.params);
    const { subjectId } = request.body;
    if (found.image.status !== 'done') throw conflict('Only a photo that has been read can be marked as a card');
    if (subjectId !== null) await subjectOfJob(subjectId, request.params.jobId);
    await markCardByStudio(app, request.params.jobId, found.image.id, { subjectId });
    return reply.status(204).send();
  });

  app.delete(`${BASE}/:imageLookupId/card`, { ...write, schema: { response: { 204: NO_CONTENT }, tags, summary: 'Undo marking a photo as a camera card: it joins the run before it again', params: ImageParams } }, async (request, reply) => {
    const found = await photo(request.params);
    if (!(found.image.isCard && found.image.placedBy === 'studio')) throw conflict('This photo was not marked as a card');
    await markCardByStudio(app, request.params.jobId, found.image.id, null);
    return reply.status(204).send();
  });

  app.post(BASE, { ...write, config: { ...write.config, upload: PHOTO_UPLOAD }, schema: { response: { 200: dataAnswer(ImageUploadResultAnswer), 201: dataAnswer(ImageUploadResultAnswer) }, tags, summary: 'Upload a photo (multipart: file, optional subjectId)', params: JobParams, consumes: MULTIPART } }, async (request, reply) => {
    const upload = await readUpload(request, PHOTO_UPLOAD);
    const { subjectId } = upload.fields;
    const { image, duplicate } = await uploadPhoto(app, request.params.jobId, upload.fileName, upload.data, subjectId);
    const found = await photo({ ...request.params, imageLookupId: image.id });
    return reply.status(duplicate ? 200 : 201).send(ok({ image: toImageLookup(secret, found.image, found.subjectName), duplicate }));
  });

  app.patch(`${BASE}/:imageLookupId`, { ...write, config: { ...write.config, upload: FILE_ONLY }, schema: { response: { 200: dataAnswer(ImageLookupAnswer) }, tags, summary: "Replace a photo's file (multipart: file)", params: ImageParams, consumes: MULTIPART } }, async (request) => {
    const found = await photo(request.params);
    const upload = await readUpload(request, FILE_ONLY);
    await replacePhoto(app, found.image, upload.fileName, upload.data);
    const after = await photo(request.params);
    return ok(toImageLookup(secret, after.image, after.subjectName));
  });

  app.delete(`${BASE}/:imageLookupId`, { ...write, schema: { response: { 204: NO_CONTENT }, tags, summary: 'Delete a photo and its files', params: ImageParams } }, async (request, reply) => {
    const found = await photo(request.params);
    await app.db.transaction(async (tx) => {
      await oweKeyframeMatch(tx, request.params.jobId);
      await tx.delete(images).where(eq(images.id, found.image.id));
    });
    await removeFiles(app, found.image);
    // A card removed changes the runs around it.
    await queueKeyframeMatch(app, request.params.jobId);
    return reply.status(204).send();
  });

  app.patch(`${BASE}/:imageLookupId/convert-type`, { ...write, schema: { response: { 200: dataAnswer(ImageLookupAnswer) }, tags, summary: 'Make a photo a group photo or an individual one', params: ImageParams, body: ImageConvertType } }, async (request) => {
    const found = await photo(request.params);
    const { type } = request.body;
    let groupId: number | null = null;
    if (type === 'hosted-group') {
      if (found.image.subjectId === null && found.image.groupId === null) throw conflict('Assign the photo to a subject of the group first');
      const [subject] = found.image.subjectId === null ? [] : await app.db.select({ groupId: subjects.groupId }).from(subjects).where(eq(subjects.id, found.image.subjectId));
      groupId = found.image.groupId ?? subject?.groupId ?? null;
      if (groupId === null) throw conflict('This subject is in no group, so the photo cannot be a group photo');
    }
    // A group photo belongs to the group (every member's gallery shows it), an individual one to its subject.
    const subjectId = type === 'hosted-group' ? null : found.image.subjectId;
    await app.db.update(images).set({ type, groupId, subjectId, isCard: false, placedBy: 'studio' }).where(eq(images.id, found.image.id));
    const after = await photo(request.params);
    return ok(toImageLookup(secret, after.image, after.subjectName));
  });

  app.patch(`${BASE}/:imageLookupId/subject`, { ...write, schema: { response: { 200: dataAnswer(ImageLookupAnswer) }, tags, summary: 'Assign a photo to a subject by hand (null unassigns it)', params: ImageParams, body: ImageAssign } }, async (request) => {
    const found = await photo(request.params);
    const { subjectId } = request.body;
    if (subjectId !== null) await subjectOfJob(subjectId, request.params.jobId);
    await placeByStudio(app.db, request.params.jobId, [found.image.id], subjectId, null);
    const after = await photo(request.params);
    return ok(toImageLookup(secret, after.image, after.subjectName));
  });

  app.post(`${BASE}/:imageLookupId/generate-thumbnail`, { ...write, schema: { response: { 202: dataAnswer(ImageLookupAnswer) }, tags, summary: 'Make the thumbnail and preview again (in the background)', params: ImageParams, body: EmptyBody } }, async (request, reply) => {
    const found = await photo(request.params);
    await app.db.update(images).set({ status: 'pending', failureReason: null }).where(eq(images.id, found.image.id));
    await queuePhoto(app, found.image.id);
    const after = await photo(request.params);
    return reply.status(202).send(ok(toImageLookup(secret, after.image, after.subjectName)));
  });
}
