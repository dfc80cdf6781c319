import pg from 'pg';
import { openDatabase } from '../client';
import { createTestApp, type TestContext } from '../../test-support/app';

// Only a PostgreSQL server can drop a pooled connection: this file runs in the PostgreSQL step of
// `npm test` (see jest.config.cjs), never on PGlite.
describe('a connection the PostgreSQL server terminates', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('neither ends the process nor fails the next request', async () => {
    const idleErrors: Error[] = [];
    const database = openDatabase({ databaseUrl: ctx.databaseUrl, pgliteDir: null, onConnectionError: (error) => idleErrors.push(error) });
    try {
      await database.db.execute('select 1');
      const admin = new pg.Client({ connectionString: ctx.databaseUrl! });
      await admin.connect();
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
      await admin.end();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(idleErrors.map((e) => (e as Error & { code?: string }).code)).toContain('57P01');
      expect(await database.db.execute('select 1 as one')).toMatchObject({ rows: [{ one: 1 }] });
      expect((await ctx.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await database.close();
    }
  });
});
