import PgBoss from 'pg-boss';
import { createTestDatabase } from '../../../test-support/database';
import type { DatabaseHandle } from '../../../db/client';
import { MAX_WORKINGS, PgBossQueue } from '../pg-boss-queue';

// pg-boss needs a PostgreSQL server: this runs in the PostgreSQL step of `npm test`.

/** Asks until `ok` says yes; the test's own timeout is the limit, so a slow hour only waits longer. */
async function until(ask: () => boolean): Promise<void> {
  while (!ask()) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** A database of the describe's own, and the queues its tests open, stopped at its end. */
function queueDatabase(): { url: () => string; queues: PgBossQueue[] } {
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
  return { url: () => url, queues };
}

describe('the PostgreSQL queue after a crash', () => {
  const { url: databaseUrl, queues } = queueDatabase();

  it("takes up at once the work a dead instance left running, and everything sent after it, without waiting for the job's expiry", async () => {
    // An instance takes a photo's job and dies in the middle of it: the job stays active in the database
    // (a worker that stops in order gives its jobs back; one that dies cannot).
    const first = new PgBossQueue(databaseUrl(), { stopWaitMs: 0 });
    await first.send('crash-test', { image: 1 }, { key: 'image-1' });
    await first.stop();
    const dying = new PgBoss({ connectionString: databaseUrl(), schedule: false, supervise: false });
    dying.on('error', () => undefined);
    await dying.start();
    expect(await dying.fetch('crash-test')).toHaveLength(1);
    await dying.stop({ graceful: false, wait: true });

    // The next instance re-sends the unfinished photo (its status is still pending) and is sent new ones.
    const next = new PgBossQueue(databaseUrl(), { stopWaitMs: 0 });
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
    const api = new PgBossQueue(databaseUrl(), { stopWaitMs: 0, runsWork: false });
    const worker = new PgBossQueue(databaseUrl(), { stopWaitMs: 0, concurrency: 2 });
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

describe('the PostgreSQL queue between polls', () => {
  const { url: databaseUrl, queues } = queueDatabase();

  // Polls far apart (300 s, past the test's own timeout): each job below runs only if nothing waits for a poll.
  const POLL_SECONDS = 300;

  it('runs at once what its own instance sends, and a worker that has just run a job looks for the next one at once', async () => {
    const worker = new PgBossQueue(databaseUrl(), { stopWaitMs: 0, concurrency: 1, pollSeconds: POLL_SECONDS });
    const api = new PgBossQueue(databaseUrl(), { stopWaitMs: 0, runsWork: false });
    queues.push(worker, api);
    const done: number[] = [];
    let sentMeanwhile: () => void = () => undefined;
    const meanwhile = new Promise<void>((resolve) => (sentMeanwhile = resolve));
    await worker.work<{ n: number }>('poll-test', async ({ data }) => {
      // While the second job runs, another instance (which wakes nobody) sends the third.
      if (data.n === 2) await meanwhile;
      done.push(data.n);
    });
    await worker.send('poll-test', { n: 1 }, { key: 'poll-1' });
    await until(() => done.length === 1);
    // The worker has looked again after the first job and found nothing: it sleeps until its poll or a send.
    await worker.send('poll-test', { n: 2 }, { key: 'poll-2' });
    await api.send('poll-test', { n: 3 }, { key: 'poll-3' });
    sentMeanwhile();
    await until(() => done.length === 3);
    expect(done).toEqual([1, 2, 3]);
  });
});

describe('the PostgreSQL queue at its fullest', () => {
  const { url: databaseUrl } = queueDatabase();

  /** Timers and intervals alive in this process: a worker left polling after its stop keeps one for good. */
  const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;

  it('works its most queues, every worker polling at once, and leaves no worker behind when it stops', async () => {
    const before = timers();
    const queue = new PgBossQueue(databaseUrl(), { stopWaitMs: 0, concurrency: 3, pollSeconds: 1 });
    const names = Array.from({ length: MAX_WORKINGS }, (_, i) => `full-test-${i}`);
    const done = new Set<string>();
    for (const name of names) await queue.work<{ name: string }>(name, async ({ data }) => void done.add(data.name));
    await expect(queue.work('full-test-extra', async () => undefined)).rejects.toThrow(`at most ${MAX_WORKINGS} queues`);
    for (const name of names) await queue.send(name, { name });
    await until(() => done.size === names.length);
    await queue.stop();
    // Every worker has ended when the stop returns: no poll is left to run after it (past a test file's end).
    expect(timers()).toBeLessThanOrEqual(before);
  });
});

describe('the PostgreSQL queue running its jobs', () => {
  const { url: databaseUrl, queues } = queueDatabase();

  it('tries a failed job again, telling the handler which try is the last', async () => {
    const queue = new PgBossQueue(databaseUrl(), { stopWaitMs: 0, concurrency: 1 });
    queues.push(queue);
    const tries: { attempt: number; lastAttempt: boolean }[] = [];
    await queue.work('retry-test', async ({ attempt, lastAttempt }) => {
      tries.push({ attempt, lastAttempt });
      if (!lastAttempt) throw new Error('the relay is down');
    });
    await queue.send('retry-test', {}, { retry: { attempts: 2, delayMs: 1000 } });
    await until(() => tries.length === 2);
    expect(tries).toEqual([
      { attempt: 1, lastAttempt: false },
      { attempt: 2, lastAttempt: true },
    ]);
  });

  it('lets the job running when it stops finish and be recorded as done before the stop returns', async () => {
    const queue = new PgBossQueue(databaseUrl(), { stopWaitMs: 120_000, concurrency: 1 });
    let started: () => void = () => undefined;
    const running = new Promise<void>((resolve) => (started = resolve));
    let finished = false;
    await queue.work('stop-test', async () => {
      started();
      await new Promise((resolve) => setTimeout(resolve, 300));
      finished = true;
    });
    await queue.send('stop-test', {}, { key: 'stop-1' });
    await running;
    await queue.stop();
    expect(finished).toBe(true);
    // Its row says so (a job left active would be handed out again at its expiry).
    const boss = new PgBoss({ connectionString: databaseUrl(), schedule: false, supervise: false });
    await boss.start();
    try {
      const { rows } = await boss.getDb().executeSql("select state from pgboss.job where name = 'stop-test'", []);
      expect(rows).toEqual([{ state: 'completed' }]);
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
  });
});
