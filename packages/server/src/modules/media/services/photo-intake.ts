import { matchPhoto } from '@shutterday/domain/staff';
import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { images } from '../../../db/schema';
import { badRequest } from '../../../http/http-error';
import type { SpooledFile } from '../../../http/spool';
import { acceptPhoto, derivedKey, originalKey } from '../../../services/images/intake';
import { imageLookupsRepository, type ImageRow } from '../repositories/image-lookups';
import { queuePhoto } from './photo-processing';

export const NOT_A_SUBJECT_MESSAGE = 'subjectId: This subject is not in this job';

/** The subject a photo goes to: the one picked by hand (checked to be the job's), else the file-name rule. */
async function subjectFor(app: FastifyInstance, jobId: number, fileName: string, picked: number | undefined): Promise<number | null> {
  const subjects = await imageLookupsRepository.subjects(app.db, jobId);
  if (picked !== undefined) {
    if (!subjects.some((s) => s.id === picked)) throw badRequest(NOT_A_SUBJECT_MESSAGE);
    return picked;
  }
  return matchPhoto(fileName, subjects).subjectId;
}

/**
 * Stores an upload and queues its processing. Checks run before anything is written; a database failure
 * after the original was stored removes it again, so a refused upload leaves nothing behind. The same
 * bytes uploaded twice to a job (a retry after a lost answer) give back the photo already there; when
 * that photo had failed ("upload it again"), it is made again from these bytes under the same id, and
 * the upload counts as a new one (201: the Photos tab says "Uploaded", not "Already uploaded").
 */
export async function uploadPhoto(app: FastifyInstance, jobId: number, fileName: string, upload: SpooledFile, picked: number | undefined): Promise<{ image: ImageRow; duplicate: boolean }> {
  const photo = await acceptPhoto(upload);
  const existing = await imageLookupsRepository.findByHash(app.db, jobId, photo.contentHash);
  if (existing?.status === 'failed') return { image: await remakeFailed(app, existing, photo.data), duplicate: false };
  if (existing) return { image: existing, duplicate: true };
  const subjectId = await subjectFor(app, jobId, fileName, picked);
  const storageKey = originalKey(jobId);
  await app.storage.put(storageKey, photo.data);
  try {
    const [image] = await app.db
      .insert(images)
      .values({ jobId, subjectId, placedBy: picked === undefined ? null : 'studio', type: 'hosted-individual', storageKey, width: photo.width, height: photo.height, status: 'pending', fileName, contentHash: photo.contentHash, ...photo.capture })
      .onConflictDoNothing({ target: [images.jobId, images.contentHash] })
      .returning();
    if (!image) {
      // The same file raced in on another connection and won: answer that one.
      await app.storage.remove(storageKey);
      return { image: (await imageLookupsRepository.findByHash(app.db, jobId, photo.contentHash))!, duplicate: true };
    }
    await queuePhoto(app, image.id);
    return { image, duplicate: false };
  } catch (error) {
    await app.storage.remove(storageKey);
    throw error;
  }
}

/**
 * Makes a photo anew from these bytes under the same id: stores them as its original, points the row at
 * them when `still` holds (the row unchanged meanwhile), then removes the old files and queues the photo.
 * Null when the row had changed: the new original is removed again and nothing else happens.
 */
async function remake(app: FastifyInstance, image: ImageRow, data: Buffer, changes: Partial<typeof images.$inferInsert>, still: SQL): Promise<ImageRow | null> {
  const storageKey = originalKey(image.jobId);
  await app.storage.put(storageKey, data);
  let updated: ImageRow | undefined;
  try {
    [updated] = await app.db
      .update(images)
      .set({ ...changes, storageKey, status: 'pending', failureReason: null, thumbnailKey: null, previewKey: null })
      .where(and(eq(images.id, image.id), still))
      .returning();
  } catch (error) {
    await app.storage.remove(storageKey);
    throw error;
  }
  if (!updated) {
    await app.storage.remove(storageKey);
    return null;
  }
  await removeFiles(app, image);
  await queuePhoto(app, image.id);
  return updated;
}

/**
 * A failed photo uploaded again: its original is stored anew (the old one may be what was lost) and it is
 * queued again. Only a photo still failed is taken (a second upload racing in gets the photo as it is).
 */
async function remakeFailed(app: FastifyInstance, image: ImageRow, data: Buffer): Promise<ImageRow> {
  const remade = await remake(app, image, data, {}, eq(images.status, 'failed'));
  return remade ?? (await imageLookupsRepository.findByHash(app.db, image.jobId, image.contentHash!))!;
}

/** PATCH with a file: the photo keeps its id, subject and type; its original and derivatives are made anew. */
export async function replacePhoto(app: FastifyInstance, image: ImageRow, fileName: string, upload: SpooledFile): Promise<ImageRow> {
  const photo = await acceptPhoto(upload);
  const other = await imageLookupsRepository.findByHash(app.db, image.jobId, photo.contentHash);
  if (other && other.id !== image.id) throw badRequest('This file is already uploaded to this job as another photo');
  const changes = { width: photo.width, height: photo.height, fileName, contentHash: photo.contentHash, ...photo.capture };
  const remade = await remake(app, image, photo.data, changes, eq(images.storageKey, image.storageKey));
  if (!remade) throw badRequest('This photo was changed meanwhile; reload and try again');
  return remade;
}

/** The files of a photo as the row names them (after a replacement: the old original). */
export async function removeFiles(app: FastifyInstance, image: ImageRow): Promise<void> {
  await Promise.all([
    app.storage.remove(image.storageKey),
    app.storage.remove(derivedKey(image.id, 'thumbnail')),
    app.storage.remove(derivedKey(image.id, 'preview')),
  ]);
}
