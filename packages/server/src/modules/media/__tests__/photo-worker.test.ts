import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../app';
import { images, jobs } from '../../../db/schema';
import { createTestApp, type TestContext } from '../../../test-support/app';
import { bearer, loginStudioAdmin } from '../../../test-support/auth';
import { multipart } from '../../../test-support/multipart';
import { testJpeg } from '../../../test-support/photos';
import type { Storage } from '../../../services/storage/storage';

/** The storage of a worker that dies while writing a thumbnail: that write never finishes (it fails once the process is gone). */
class DiesMidThumbnail implements Storage {
  target: Storage | null = null;
  reached!: () => void;
  readonly dying = new Promise<void>((resolve) => (this.reached = resolve));
  private readonly kills: Array<(error: Error) => void> = [];
  /** The process is gone: its half-done write ends with it (and the queue library's own loop can end). */
  kill() {
    this.kills.splice(0).forEach((fail) => fail(new Error('the worker process was killed')));
  }
  put(key: string, data: Buffer) {
    if (key.startsWith('derived/')) {
      this.reached();
      return new Promise<void>((_resolve, reject) => this.kills.push(reject));
    }
    return this.target!.put(key, data);
  }
  get = (key: string) => this.target!.get(key);
  exists = (key: string) => this.target!.exists(key);
  remove = (key: string) => this.target!.remove(key);
}

let ctx: TestContext;
let second: FastifyInstance | null = null;
const storage = new DiesMidThumbnail();

beforeAll(async () => {
  // A killed process waits for none of its jobs: closing this app does not wait for the thumbnail it is
  // writing (on PostgreSQL, a test app's close otherwise waits up to 45 s for the job to end).
  ctx = await createTestApp({ storage, queueStopWaitMs: 0 });
  storage.target = ctx.storage;
});
afterAll(async () => {
  await second?.close();
  await ctx.close();
});

it('loses no photo when the worker is killed mid-thumbnail: the next worker on the database finishes it', async () => {
  const [job] = await ctx.db.select().from(jobs).where(eq(jobs.studioId, 1)).orderBy(asc(jobs.id)).limit(1);
  const auth = bearer((await loginStudioAdmin(ctx.app)).token);
  const body = multipart([{ name: 'file', filename: 'IMG_7001.jpg', data: await testJpeg(640, 480, { hue: 77 }) }]);
  const answer = await ctx.app.inject({ method: 'POST', url: `/api/studioadmin/studios/1/organizations/${job!.organizationId}/jobs/${job!.id}/imagelookups`, payload: body.payload, headers: { ...body.headers, ...auth } });
  expect(answer.statusCode).toBe(201);
  const id = answer.json().data.image.id as number;

  await storage.dying; // the worker is inside the thumbnail write…
  await ctx.app.close(); // …and its process goes away.
  storage.kill();
  const [stuck] = await ctx.db.select().from(images).where(eq(images.id, id));
  expect(stuck!.status).toBe('pending');

  second = await buildApp({ config: ctx.config, database: ctx.database, storage: ctx.storage });
  await second.ready();
  for (;;) {
    const [row] = await ctx.db.select().from(images).where(eq(images.id, id));
    if (row!.status !== 'pending') break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const [row] = await ctx.db.select().from(images).where(eq(images.id, id));
  expect(row).toMatchObject({ status: 'done', thumbnailKey: `derived/${id}-thumbnail.jpg`, previewKey: `derived/${id}-preview.jpg` });
  expect(await second.storage.exists(row!.thumbnailKey!)).toBe(true);
});
