import PgBoss from 'pg-boss';
import { createTestDatabase } from '../../../test-support/database';
import type { DatabaseHandle } from '../../../db/client';
import { PgBossQueue } from '../pg-boss-queue';

// pg-boss needs a PostgreSQL server: this runs in the PostgreSQL step of `npm test`.

/** Asks until `ok` says yes; the test's own timeout is the limit, so a slow hour only waits longer. */
async function until(ask: () => boolean): Promise<void> {
  while (!ask()) await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('the PostgreSQL queue after a crash', () => {
  let database: DatabaseHandle;
  let url: string;
  const queues: PgBossQueue[] = [];
  beforeAll(async () => {
    const created = await createTestDatabase();
    database = created.database;
    url = created.url!;
  });
  afterAll(async () => {
    await Promise.all(queues.map((queue) => queue.stop()));
    await database.close();
  });

  it("takes up at once the work a dead instance left running, and everything sent after it, without waiting for the job's expiry", async () => {
    // An instance takes a photo's job and dies in the middle of it: the job stays active in the database
    // (a worker that stops in order gives its jobs back; one that dies cannot).
    const first = new PgBossQueue(url, { stopWaitMs: 0 });
    await first.send('crash-test', { image: 1 }, { key: 'image-1' });
    await first.stop();
    const dying = new PgBoss({ connectionString: url, schedule: false, supervise: false });
    dying.on('error', () => undefined);
    await dying.start();
    expect(await dying.fetch('crash-test')).toHaveLength(1);
    await dying.stop({ graceful: false, wait: true });

    // The next instance re-sends the unfinished photo (its status is still pending) and is sent new ones.
    const next = new PgBossQueue(url, { stopWaitMs: 0 });
    queues.push(next);
    const done: number[] = [];
    await next.work<{ image: number }>('crash-test', async ({ data }) => {
      done.push(data.image);
    });
    await next.send('crash-test', { image: 1 }, { key: 'image-1' });
    await next.send('crash-test', { image: 2 }, { key: 'image-2' });
    await until(() => done.length === 2);
    expect(done.sort()).toEqual([1, 2]);
  });

  it('an API instance sends work and runs none; a worker instance runs what it sent', async () => {
    const api = new PgBossQueue(url, { stopWaitMs: 0, runsWork: false });
    const worker = new PgBossQueue(url, { stopWaitMs: 0, concurrency: 2 });
    queues.push(api, worker);
    const ranBy: string[] = [];
    await api.work('role-test', async () => {
      ranBy.push('api');
    });
    await worker.work('role-test', async () => {
      ranBy.push('worker');
    });
    for (const image of [1, 2, 3]) await api.send('role-test', { image }, { key: `role-${image}` });
    await until(() => ranBy.length === 3);
    expect(ranBy).toEqual(['worker', 'worker', 'worker']);
  });
});
