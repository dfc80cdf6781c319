import { readCameraCardCode } from '@shutterday/domain/staff';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { images, jobs } from '../../../db/schema';
import { makeDerivatives } from '../../../services/images/derivatives';
import { derivedKey } from '../../../services/images/intake';
import { responsiveKeys } from '../../../services/images/responsive';
import { studioMark } from '../../watermarks';
import { applyKeyframeMatch, KEYFRAME_QUEUE, oweKeyframeMatch, queueKeyframeMatch, queueOwedKeyframeMatches, type KeyframeJobData } from './keyframe-matching';

export const PHOTO_QUEUE = 'photo-derivatives';
export interface PhotoJob {
  imageId: number;
}

/** Hands a photo to the background worker (at most one waiting job per photo). */
export async function queuePhoto(app: FastifyInstance, imageId: number): Promise<void> {
  await app.queue.send<PhotoJob>(PHOTO_QUEUE, { imageId }, { key: `image-${imageId}` });
}

/**
 * Makes the watermarked thumbnail and preview of one photo, with the studio's mark in force (also when a mark changed),
 * and reads the camera card in it, if any, for keyframe matching (docs/photos.md "Keyframe matching";
 * the capture time and camera come from the EXIF at intake, which the stored copy no longer has). Idempotent: a run after a crash rewrites the
 * same keys. The status only turns `done` if the original is still the one processed (a replacement
 * uploaded meanwhile has its own job).
 */
export async function processPhoto(app: FastifyInstance, imageId: number): Promise<void> {
  const [image] = await app.db.select().from(images).where(eq(images.id, imageId));
  if (!image) return; // deleted meanwhile
  const [job] = await app.db.select({ studioId: jobs.studioId }).from(jobs).where(eq(jobs.id, image.jobId));
  const original = await app.storage.get(image.storageKey);
  if (!original || !job) throw new Error(`The original of photo ${imageId} is missing from storage`);
  const mark = await studioMark(app, job.studioId);
  const made = await makeDerivatives(original, mark, { readCode: true });
  const card = made.code === null || made.code === 'unreadable' ? null : readCameraCardCode(made.code.text);
  const thumbnailKey = derivedKey(imageId, 'thumbnail');
  const previewKey = derivedKey(imageId, 'preview');
  await app.storage.put(thumbnailKey, made.thumbnail);
  await app.storage.put(previewKey, made.preview);
  // A proof made again (its mark changed): the smaller and WebP copies carry the old mark and are made anew on request.
  if (image.status === 'done') for (const key of responsiveKeys(imageId)) await app.storage.remove(key);
  // A card the studio marked keeps the child the studio named for it.
  const read = image.isCard && image.placedBy === 'studio' ? {} : {
          cardJobId: card?.jobId ?? null,
          cardSubjectId: card?.kind === 'subject' ? card.subjectId : null,
          cardGroupId: card?.kind === 'group' ? card.groupId : null,
          cardUnread: made.code === 'unreadable',
        };
  await app.db.transaction(async (tx) => {
    await oweKeyframeMatch(tx, image.jobId);
    await tx
      .update(images)
      .set({ status: 'done', failureReason: null, thumbnailKey, previewKey, markedWith: mark.fingerprint, ...read })
      .where(and(eq(images.id, imageId), eq(images.storageKey, image.storageKey)));
  });
}

const FAILURE_REASON = 'The thumbnail and preview could not be made from this file; upload it again or replace it';

/** The job a photo is in (null once deleted), so its keyframe matching runs again once its photos are read. */
async function matchJobOf(app: FastifyInstance, imageId: number): Promise<void> {
  const [image] = await app.db.select({ jobId: images.jobId }).from(images).where(eq(images.id, imageId));
  if (image) await queueKeyframeMatch(app, image.jobId);
}

/**
 * Registers the workers (a photo's derivatives and code; a job's keyframe matching, asked for after each
 * photo is done or has failed for good) and re-sends every photo still pending and every job whose
 * matching is owed (work a stopped or crashed worker left).
 */
export async function startPhotoWorker(app: FastifyInstance): Promise<void> {
  await app.queue.work<KeyframeJobData>(KEYFRAME_QUEUE, async ({ data }) => applyKeyframeMatch(app, data.jobId));
  await app.queue.work<PhotoJob>(PHOTO_QUEUE, async ({ data, lastAttempt }) => {
    try {
      await processPhoto(app, data.imageId);
    } catch (error) {
      app.log.warn({ err: error, imageId: data.imageId }, 'photo processing failed');
      if (lastAttempt) {
        const [image] = await app.db.select({ jobId: images.jobId }).from(images).where(eq(images.id, data.imageId));
        if (image) {
          await app.db.transaction(async (tx) => {
            await oweKeyframeMatch(tx, image.jobId);
            await tx.update(images).set({ status: 'failed', failureReason: FAILURE_REASON }).where(eq(images.id, data.imageId));
          });
        }
        await matchJobOf(app, data.imageId);
      }
      throw error;
    }
    await matchJobOf(app, data.imageId);
  });
  const pending = await app.db.select({ id: images.id }).from(images).where(eq(images.status, 'pending'));
  for (const { id } of pending) await queuePhoto(app, id);
  await queueOwedKeyframeMatches(app);
}
