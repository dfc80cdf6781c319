import { randomUUID } from 'node:crypto';
import type { WatermarkView } from '@shutterday/domain/staff';
import { and, asc, count, eq, gt, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../../db/client';
import { images, jobs, studios } from '../../../db/schema';
import { processPhoto, queuePhoto } from '../../media';
import { watermarksRepository, type WatermarkScope } from '../repositories/watermarks';
import { planMark } from './applied-mark';

export const REMARK_QUEUE = 'watermark-remark';
interface RemarkJob {
  /** null: the platform's mark changed (every studio without its own); a number: that studio's. */
  studioId: number | null;
  /** The photos up to this id are done: a run goes through the proofs in id order, a chunk per job. */
  after: number;
  /** One run's chunks share it (the queue keeps at most one waiting job per key, so runs never swallow each other). */
  run: string;
}

/**
 * Proofs per job: a chunk takes seconds, far below the queue's 5 minutes after which a running job is
 * taken for a dead worker's, and each chunk commits its progress.
 */
export const REMARK_CHUNK = 100;

/** What a proof's recorded mark becomes when its mark changed, until it is made again. */
const OUTDATED = 'outdated';

/** The studios a change of this scope's mark re-marks, each with the fingerprint its proofs must now carry. */
async function affectedStudios(db: Executor, scope: WatermarkScope): Promise<Array<{ id: number; fingerprint: string }>> {
  const platform = await watermarksRepository.platform(db);
  const own = await watermarksRepository.studioMarks(db);
  const rows = await db.select({ id: studios.id, name: studios.name }).from(studios).where(scope === null ? sql`true` : eq(studios.id, scope));
  return rows.filter((studio) => scope !== null || !own.has(studio.id)).map((studio) => ({ id: studio.id, fingerprint: planMark(platform, own.get(studio.id) ?? null, studio.name).fingerprint }));
}

/** Done proofs of these studios made with another mark than theirs now (or, with `orUnknown`, possibly). */
const stale = (affected: Array<{ id: number; fingerprint: string }>, orUnknown: boolean): SQL =>
  and(
    eq(images.status, 'done'),
    or(...affected.map((studio) => and(eq(jobs.studioId, studio.id), orUnknown ? or(isNull(images.markedWith), ne(images.markedWith, studio.fingerprint)) : and(isNotNull(images.markedWith), ne(images.markedWith, studio.fingerprint))))),
  )!;

/**
 * Records, at once, which proofs now carry an older mark (those made on demand, with no mark recorded,
 * included: they may carry any older one), so the progress counts them from the first moment; then asks
 * the background queue to make them again. Runs of two quick changes may overlap: each makes a proof
 * with the mark in force when it gets to it, so the last change wins.
 */
export async function startRemark(app: FastifyInstance, scope: WatermarkScope): Promise<void> {
  for (const studio of await affectedStudios(app.db, scope)) {
    const jobIds = app.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.studioId, studio.id));
    await app.db
      .update(images)
      .set({ markedWith: OUTDATED })
      .where(and(inArray(images.jobId, jobIds), eq(images.status, 'done'), or(isNull(images.markedWith), ne(images.markedWith, studio.fingerprint))));
  }
  const run = randomUUID();
  await app.queue.send<RemarkJob>(REMARK_QUEUE, { studioId: scope, after: 0, run }, { key: `${run}-0` });
}

/**
 * Makes the next chunk of stale proofs again from their originals (only read) with the mark in force —
 * the photo worker's own `processPhoto`, several at once — then queues the next chunk. A photo that
 * fails goes to the photo queue, whose retries and failure record apply as for an upload.
 */
async function remarkChunk(app: FastifyInstance, { studioId, after, run }: RemarkJob, size: number): Promise<void> {
  const affected = await affectedStudios(app.db, studioId);
  if (affected.length === 0) return;
  const rows = await app.db
    .select({ id: images.id })
    .from(images)
    .innerJoin(jobs, eq(jobs.id, images.jobId))
    .where(and(gt(images.id, after), stale(affected, true)))
    .orderBy(asc(images.id))
    .limit(size);
  const ids = rows.map((row) => row.id);
  let next = 0;
  const lane = async () => {
    while (next < ids.length) {
      const id = ids[next++]!;
      await processPhoto(app, id).catch(async (error: unknown) => {
        app.log.warn({ err: error, imageId: id }, 're-marking a photo failed; the photo queue retries it');
        await queuePhoto(app, id);
      });
    }
  };
  await Promise.all(Array.from({ length: Math.min(app.config.workersAtOnce, ids.length) }, lane));
  const last = ids[ids.length - 1]!;
  if (ids.length === size) await app.queue.send<RemarkJob>(REMARK_QUEUE, { studioId, after: last, run }, { key: `${run}-${last}` });
}

/** `chunk`: proofs per queue job (tests take a small one, to go through several chunks with a few proofs). */
export async function startRemarkWorker(app: FastifyInstance, chunk = REMARK_CHUNK): Promise<void> {
  await app.queue.work<RemarkJob>(REMARK_QUEUE, async ({ data }) => remarkChunk(app, data, chunk));
}

/** The proofs a scope's mark covers and how many of them still carry an older mark. */
export async function remarkProgress(db: Executor, scope: WatermarkScope): Promise<WatermarkView['previews']> {
  const affected = await affectedStudios(db, scope);
  if (affected.length === 0) return { total: 0, remaining: 0 };
  const [row] = await db
    .select({ total: count(), remaining: sql<number>`count(*) filter (where ${stale(affected, false)})`.mapWith(Number) })
    .from(images)
    .innerJoin(jobs, eq(jobs.id, images.jobId))
    .where(and(eq(images.status, 'done'), inArray(jobs.studioId, affected.map((studio) => studio.id))));
  return { total: row?.total ?? 0, remaining: row?.remaining ?? 0 };
}
