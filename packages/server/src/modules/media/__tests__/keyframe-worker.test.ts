import { cameraCardCode } from '@shutterday/domain/staff';
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../app';
import { images, jobs, subjects } from '../../../db/schema';
import { createTestApp, type TestContext } from '../../../test-support/app';
import { bearer, loginStudioAdmin } from '../../../test-support/auth';
import { multipart } from '../../../test-support/multipart';
import { cameraShot } from '../../../test-support/photos';
import { KEYFRAME_QUEUE } from '../services/keyframe-matching';

/**
 * A worker that dies between a job's last photo turning done and that job's keyframe run: the run is
 * never sent (the process is gone before its send reaches the queue).
 */
class DiesBeforeMatching {
  reached!: () => void;
  readonly dying = new Promise<void>((resolve) => (this.reached = resolve));
  private readonly kills: Array<(error: Error) => void> = [];
  armed = false;
  /** The queue of the doomed process: a keyframe run it sends, once armed, never arrives. */
  intercept(app: FastifyInstance) {
    const send = app.queue.send.bind(app.queue);
    app.queue.send = (name, data, options) => {
      if (name !== KEYFRAME_QUEUE || !this.armed) return send(name, data, options);
      this.reached();
      return new Promise<void>((_resolve, reject) => this.kills.push(reject));
    };
  }
  kill() {
    this.kills.splice(0).forEach((fail) => fail(new Error('the worker process was killed')));
  }
}

let ctx: TestContext;
let second: FastifyInstance | null = null;
const doomed = new DiesBeforeMatching();

beforeAll(async () => {
  ctx = await createTestApp({ queueStopWaitMs: 0, beforeReady: (app) => doomed.intercept(app) });
});
afterAll(async () => {
  await second?.close();
  await ctx.close();
});

it('matches a job whose worker died before its keyframe run: the next worker on the database runs it', async () => {
  const [job] = await ctx.db.select().from(jobs).where(eq(jobs.studioId, 1)).orderBy(asc(jobs.id)).limit(1);
  const [child] = await ctx.db.select().from(subjects).where(eq(subjects.jobId, job!.id)).orderBy(asc(subjects.id)).limit(1);
  const auth = bearer((await loginStudioAdmin(ctx.app)).token);
  const url = `/api/studioadmin/studios/1/organizations/${job!.organizationId}/jobs/${job!.id}/imagelookups`;
  const upload = async (name: string, at: string, qr?: string) => {
    const data = await cameraShot({ taken: `2026:09:14 09:00:${at}`, subSeconds: '10', cameraSerial: 'CAM-W', qr, angle: 11 });
    const body = multipart([{ name: 'file', filename: name, data }]);
    const answer = await ctx.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...auth } });
    expect(answer.statusCode).toBe(201);
    return answer.json().data.image.id as number;
  };
  doomed.armed = true;
  const cardId = await upload('IMG_0002.JPG', '10', cameraCardCode({ jobId: job!.id, subjectId: child!.id }));
  const portraitId = await upload('IMG_0001.JPG', '11');

  // Both photos are read; the worker dies before the job's run reaches the queue.
  for (;;) {
    const rows = await ctx.db.select({ status: images.status }).from(images).where(inArray(images.id, [cardId, portraitId]));
    if (rows.every((row) => row.status === 'done')) break;
    await doomed.dying;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await ctx.app.close();
  doomed.kill();
  const unmatched = await ctx.db.select({ subjectId: images.subjectId, isCard: images.isCard }).from(images).where(eq(images.id, portraitId));
  expect(unmatched).toEqual([{ subjectId: null, isCard: false }]);

  second = await buildApp({ config: ctx.config, database: ctx.database, storage: ctx.storage });
  await second.ready();
  for (;;) {
    const [card] = await ctx.db.select({ isCard: images.isCard }).from(images).where(eq(images.id, cardId));
    if (card!.isCard) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const [portrait] = await ctx.db.select({ subjectId: images.subjectId, sortOrder: images.sortOrder }).from(images).where(eq(images.id, portraitId));
  expect(portrait).toEqual({ subjectId: child!.id, sortOrder: 1 });
  const [after] = await ctx.db.select({ owed: jobs.keyframeMatchOwed }).from(jobs).where(eq(jobs.id, job!.id));
  expect(after!.owed).toBe(false);
}, 120_000);
