import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { cameraCardCode } from '@shutterday/domain/staff';
import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { images, jobs, subjects } from '../db/schema';
import { PHOTO_QUEUE, processPhoto, queuePhoto } from '../modules/media/services/photo-processing';
import { findQrCode } from '../services/images/capture';
import { makeDerivatives, PREVIEW_WIDTH } from '../services/images/derivatives';
import { InProcessQueue } from '../services/queue/in-process-queue';
import { JOBS_AT_ONCE, type JobQueue, type QueueJob, type SendOptions } from '../services/queue/queue';
import { LocalStorage } from '../services/storage/storage';
import { studioMark } from '../modules/watermarks/services/applied-mark';
import { bearer, loginStudioAdmin } from './auth';
import { multipart } from './multipart';
import { cameraShot } from './photos';
import { ensureTemplate } from './template';

/**
 * The in-process queue with its workers held back: photos are uploaded (intake done, each one queued) while
 * nothing processes, then `release` lets the workers at them, as a worker starting on a full queue would.
 * It notes when each queue's last job ended.
 */
class HeldQueue implements JobQueue {
  readonly kind = 'in-process';
  readonly inner = new InProcessQueue();
  private held: Array<[string, (job: QueueJob<object>) => Promise<void>]> = [];
  readonly lastEnded = new Map<string, number>();

  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<void> {
    return this.inner.send(name, data, options);
  }

  async work<T extends object>(name: string, handler: (job: QueueJob<T>) => Promise<void>): Promise<void> {
    this.held.push([name, handler as (job: QueueJob<object>) => Promise<void>]);
  }

  async release(): Promise<void> {
    for (const [name, handler] of this.held.splice(0)) {
      await this.inner.work(name, async (job) => {
        try {
          await handler(job);
        } finally {
          this.lastEnded.set(name, performance.now());
        }
      });
    }
  }

  stop(): Promise<void> {
    return this.inner.stop();
  }
}

export interface PhotoDayOptions {
  /** Photos of the day, in capture order: a camera card, then `portraitsPerCard` portraits, and again. */
  photos: number;
  portraitsPerCard?: number;
  /** Different photos made and uploaded (the rest of the day repeats them under their own rows). */
  distinct?: number;
  width?: number;
  height?: number;
}

export interface StepCosts {
  /** CPU milliseconds a photo, one photo at a time (all of the process's threads). */
  decode: number;
  codeSearch: number;
  derivatives: number;
  storeAndRecord: number;
  whole: number;
}

export interface PhotoDayResult {
  photos: number;
  cards: number;
  megapixels: number;
  /** Mean size of the stored originals the queue decodes. */
  originalMegabytes: number;
  atOnce: number;
  /** From the workers' start to the last photo done. */
  photoSeconds: number;
  photosPerSecond: number;
  /** From the workers' start to the keyframe run applied: every photo on its child. */
  matchedSeconds: number;
  /** CPU of the whole process (queue, database, storage, libvips threads) over the run, a photo. */
  cpuMsPerPhoto: number;
  /** Cores the process got during the run (CPU time / wall time). */
  cores: number;
  loadAverage: { before: number; after: number };
  /** What the run ended with: photos done, card photos read as this job's, portraits placed on a child. */
  outcome: { done: number; cardsRead: number; placed: number };
  steps: StepCosts;
}

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * A picture day through the photo queue's own code: the demo data in an embedded database of its own (PGlite,
 * in this process: its CPU counts in the figures, as a PostgreSQL server's would not), a new
 * job with a class of children, `distinct` camera-like 6 MP photos (a card for a child, then portraits)
 * uploaded through the upload route (intake: decode, EXIF, re-encode, store, queued) while the workers are
 * held, the day filled up to `photos` rows in capture order from those uploads (their stored originals
 * shared, each its own row and content hash), then the workers let go: decode, card search, derivatives,
 * storage, the row, and the job's keyframe run once the last photo is done.
 */
export async function runPhotoDay(options: PhotoDayOptions): Promise<PhotoDayResult> {
  const { photos, portraitsPerCard = 3, width = 3000, height = 2000 } = options;
  const perRun = portraitsPerCard + 1;
  const distinct = Math.max(perRun, Math.floor((options.distinct ?? 48) / perRun) * perRun);
  const dataDir = mkdtempSync(join(tmpdir(), 'shutterday-photo-day-'));
  const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'photo-bench-secret-that-is-long-enough!', NOTIFY_SWEEP_SECONDS: '0', LOG_LEVEL: 'silent' });
  // The tests' migrated and seeded demo database (made once, kept by its sources' hash), loaded into memory.
  const database = openDatabase({ databaseUrl: null, pgliteDir: null, pgliteLoad: new Blob([readFileSync((await ensureTemplate()).dump)]) });
  const storage = new LocalStorage(join(dataDir, 'storage'));
  const queue = new HeldQueue();
  try {
    const app = await buildApp({ config, database, storage, queue });
    try {
      await app.ready();
      const auth = bearer((await loginStudioAdmin(app)).token);
      const { db } = database;
      const [first] = await db.select().from(jobs).where(eq(jobs.studioId, 1)).orderBy(asc(jobs.id)).limit(1);
      const jobAnswer = await app.inject({ method: 'POST', url: `/api/studioadmin/studios/1/organizations/${first!.organizationId}/jobs`, headers: auth, payload: { name: `Photo bench ${Date.now()}` } });
      const job = jobAnswer.json().data as { id: number; organizationId: number };
      const children = distinct / perRun;
      const roster = Array.from({ length: children }, (_, i) => ({ jobId: job.id, firstName: `Child${i}`, lastName: 'Bench', accessCode: `BENCH${job.id}X${i}` }));
      const kids = await db.insert(subjects).values(roster).returning({ id: subjects.id });

      // The distinct photos, uploaded through the route while the workers are held.
      const base = `/api/studioadmin/studios/1/organizations/${job.organizationId}/jobs/${job.id}/imagelookups`;
      const uploaded: number[] = [];
      for (let i = 0; i < distinct; i += 1) {
        const child = kids[Math.floor(i / perRun)]!;
        const card = i % perRun === 0;
        const jpeg = await cameraShot({ scene: 'camera', hue: i, ...(card ? { qr: cameraCardCode({ jobId: job.id, subjectId: child.id }), angle: ((i * 7) % 41) - 20, codeSize: 0.06 + (i % 3) * 0.02 } : {}) }, width, height);
        const body = multipart([{ name: 'file', filename: `IMG_${String(i).padStart(4, '0')}.JPG`, data: jpeg }]);
        const answer = await app.inject({ method: 'POST', url: base, payload: body.payload, headers: { ...body.headers, ...auth } });
        if (answer.statusCode !== 201) throw new Error(`upload ${i} answered ${answer.statusCode}: ${answer.body}`);
        uploaded.push(answer.json().data.image.id as number);
      }
      const rows = await db.select().from(images).where(eq(images.jobId, job.id)).orderBy(asc(images.id));
      // The day in capture order, one camera: the uploads first, then the same photos again under rows of their own.
      const day = new Date('2026-09-14T08:00:00Z').getTime();
      for (const [i, row] of rows.entries()) {
        await db.update(images).set({ capturedAt: new Date(day + i * 2000), cameraSerial: 'BENCH-1' }).where(eq(images.id, row.id));
      }
      for (let i = rows.length; i < photos; i += 1) {
        const source = rows[i % rows.length]!;
        const [copy] = await db
          .insert(images)
          .values({
            jobId: job.id,
            type: source.type,
            storageKey: source.storageKey,
            width: source.width,
            height: source.height,
            status: 'pending',
            fileName: `IMG_${String(i).padStart(4, '0')}.JPG`,
            contentHash: createHash('sha256').update(`${source.contentHash}:${i}`).digest('hex'),
            capturedAt: new Date(day + i * 2000),
            cameraSerial: 'BENCH-1',
          })
          .returning({ id: images.id });
        await queuePhoto(app, copy!.id);
      }
      let bytes = 0;
      for (const row of rows) bytes += (await storage.get(row.storageKey))!.length;

      // The measured part: the workers let go on a full queue.
      const before = loadavg()[0]!;
      const cpu = cpuMs();
      const started = performance.now();
      await queue.release();
      await queue.inner.idle();
      const ended = performance.now();
      const used = cpuMs() - cpu;
      const after = loadavg()[0]!;
      const photoSeconds = ((queue.lastEnded.get(PHOTO_QUEUE) ?? ended) - started) / 1000;

      const [done] = await db.select({ n: count() }).from(images).where(and(eq(images.jobId, job.id), eq(images.status, 'done')));
      const [cardsRead] = await db.select({ n: count() }).from(images).where(and(eq(images.jobId, job.id), eq(images.isCard, true)));
      const [placed] = await db.select({ n: count() }).from(images).where(and(eq(images.jobId, job.id), isNotNull(images.subjectId)));
      const steps = await stepCosts(app, rows.slice(0, Math.min(rows.length, 24)).map((row) => row.id), rows.map((row) => row.storageKey), job.id);
      return {
        photos,
        cards: Math.ceil(photos / perRun),
        megapixels: (width * height) / 1e6,
        originalMegabytes: round(bytes / rows.length / 1e6, 2),
        atOnce: JOBS_AT_ONCE,
        photoSeconds: round(photoSeconds, 2),
        photosPerSecond: round(photos / photoSeconds),
        matchedSeconds: round((ended - started) / 1000, 2),
        cpuMsPerPhoto: round(used / photos),
        cores: round(used / (ended - started), 2),
        loadAverage: { before: round(before, 2), after: round(after, 2) },
        outcome: { done: done!.n, cardsRead: cardsRead!.n, placed: placed!.n },
        steps,
      };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Where a photo's CPU goes, one photo at a time over the day's distinct photos: the decode to the preview's
 * size, the card search on it, the marked preview and thumbnail, and what the worker adds (reading the
 * original, writing both files and the row).
 */
async function stepCosts(app: Awaited<ReturnType<typeof buildApp>>, ids: number[], keys: string[], jobId: number): Promise<StepCosts> {
  const originals = await Promise.all(keys.slice(0, ids.length).map(async (key) => (await app.storage.get(key))!));
  const [job] = await app.db.select({ studioId: jobs.studioId }).from(jobs).where(eq(jobs.id, jobId));
  const mark = await studioMark(app, job!.studioId);
  const measure = async (step: (i: number) => Promise<unknown>) => {
    await step(0);
    const cpu = cpuMs();
    for (let i = 0; i < ids.length; i += 1) await step(i);
    return (cpuMs() - cpu) / ids.length;
  };
  const decoded = (i: number) => sharp(originals[i]!).rotate().resize({ width: PREVIEW_WIDTH, withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true });
  const decode = await measure(decoded);
  const copies = await Promise.all(originals.map((_, i) => decoded(i)));
  const codeSearch = await measure((i) => findQrCode(copies[i]!.data, copies[i]!.info, originals[i]));
  const withCode = await measure((i) => makeDerivatives(originals[i]!, mark, { readCode: true }));
  const whole = await measure((i) => processPhoto(app, ids[i]!));
  return { decode: round(decode), codeSearch: round(codeSearch), derivatives: round(withCode - decode - codeSearch), storeAndRecord: round(whole - withCode), whole: round(whole) };
}
