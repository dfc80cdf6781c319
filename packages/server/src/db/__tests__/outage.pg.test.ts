import { sql } from 'drizzle-orm';
import pg from 'pg';
import { InProcessQueue } from '../../services/queue/in-process-queue';
import { createTestApp, type TestContext } from '../../test-support/app';
import { bearer, loginStudioAdmin } from '../../test-support/auth';
import { freePort } from '../../test-support/loopback';
import { startTempPostgres, type TempPostgres } from '../../test-support/temp-postgres';

// A PostgreSQL server of this file's own (the shared test server must not restart under other files), so
// this runs in the PostgreSQL step of `npm test` only, like every `*.pg.test.ts`.

/** Asks until `ok` says yes; the test's own timeout is the limit, so a slow hour only waits longer. */
async function until(ask: () => Promise<boolean>): Promise<void> {
  while (!(await ask())) await new Promise((resolve) => setTimeout(resolve, 100));
}

describe('the API while its PostgreSQL restarts or stops answering', () => {
  let server: TempPostgres;
  let ctx: TestContext;
  let token: string;
  const sharedServer = process.env.TEST_DATABASE_URL;

  beforeAll(async () => {
    server = startTempPostgres(await freePort())!;
    process.env.TEST_DATABASE_URL = server.url;
    // Short bounds, so a stopped server fails requests soon instead of after the production defaults.
    // The queue in process: this file is about requests, and pg-boss's worker loops, caught in the restart and
    // the pause, would outlive the file.
    ctx = await createTestApp({ env: { DATABASE_CONNECT_TIMEOUT_MS: '1000', DATABASE_STATEMENT_TIMEOUT_MS: '2000' }, queue: new InProcessQueue() });
    token = (await loginStudioAdmin(ctx.app)).token;
  });
  afterAll(async () => {
    process.env.TEST_DATABASE_URL = sharedServer;
    server.resume();
    await ctx?.close();
    server?.stop();
  });

  const studioRead = () => ctx.app.inject({ url: '/api/studioadmin/studios/1', headers: bearer(token) });
  const healthy = async () => (await ctx.app.inject({ url: '/api/health' })).statusCode === 200;

  it('survives a connection terminated while a transaction holds it, and the next request is served', async () => {
    const failed = ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      // Every other session of the database ends (what a fast shutdown does), this transaction's included,
      // while it is checked out of the pool and waiting on the application.
      const admin = new pg.Client({ connectionString: ctx.databaseUrl! });
      await admin.connect();
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
      await admin.end();
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx.execute(sql`select 1`);
    });
    await expect(failed).rejects.toThrow();
    expect((await studioRead()).statusCode).toBe(200);
  });

  it('answers 503, never 500, while PostgreSQL restarts under load, and serves again after', async () => {
    const statuses: number[] = [];
    let loading = true;
    const load = Array.from({ length: 4 }, async () => {
      while (loading) statuses.push((await studioRead()).statusCode);
    });
    await until(async () => statuses.length >= 8);
    await server.restart();
    await until(healthy);
    loading = false;
    await Promise.all(load);

    expect(new Set(statuses.filter((status) => status !== 200 && status !== 503))).toEqual(new Set());
    expect(statuses).toContain(503);
    const after = await studioRead();
    expect([after.statusCode, after.json().data.id]).toEqual([200, 1]);
  });

  it('answers 503 instead of hanging while PostgreSQL is paused, and serves again once it resumes', async () => {
    server.pause();
    try {
      const [health, read] = await Promise.all([ctx.app.inject({ url: '/api/health' }), studioRead()]);
      expect([health.statusCode, health.json()]).toEqual([503, { errors: ['The service is temporarily unavailable'] }]);
      expect([read.statusCode, read.headers['retry-after'], read.json()]).toEqual([503, '5', { errors: ['The service is temporarily unavailable'] }]);
      // The process itself is alive: an orchestrator must not restart it for its database.
      expect((await ctx.app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      server.resume();
    }
    await until(healthy);
    expect((await studioRead()).statusCode).toBe(200);
  });
});
