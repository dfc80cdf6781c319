import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { createTestDatabase } from '../database';
import { ensureTemplate } from '../template';
import { databaseContents } from '../worker-database';
import type { WorkerShared } from '../worker-environment';

// The jest worker's embedded database is handed to one test file after another (worker-database.ts).
// Each must start from exactly the template, whatever the file before it did.

let template: Awaited<ReturnType<typeof databaseContents>>;
beforeAll(async () => {
  const fresh = new PGlite({ loadDataDir: new Blob([readFileSync((await ensureTemplate()).dump)]) });
  template = await databaseContents(fresh);
  await fresh.close();
});

const loads = () => (globalThis as unknown as { shutterdayWorker: WorkerShared }).shutterdayWorker.database.loads;
const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;
const clientOf = (database: Awaited<ReturnType<typeof createTestDatabase>>['database']) =>
  (database.db as unknown as { $client: PGlite }).$client;

describe("a test worker's database, handed from one file to the next", () => {
  it('comes back as the template after a file wrote rows, moved sequences, changed its session and left a transaction open', async () => {
    const first = await createTestDatabase();
    const { db } = first.database;
    await db.execute(sql`insert into organizations (studio_id, name, type) values (1, 'Left behind', 'school')`);
    await db.execute(sql`update users set name = 'Changed'`);
    await db.execute(sql`delete from order_services`);
    await db.execute(sql`select nextval('order_number_seq')`);
    await db.execute(sql`set statement_timeout = 4321`);
    await db.execute(sql`create temporary table scratch (n int)`);
    await db.execute(sql`begin`);
    await db.execute(sql`insert into organizations (studio_id, name, type) values (1, 'Never committed', 'sport')`);
    expect(await databaseContents(clientOf(first.database))).not.toEqual(template);
    await first.database.close();
    // What it keeps after the close answers no more, as a closed database would.
    await expect(db.execute(sql`select 1`)).rejects.toThrow();

    const loaded = loads();
    const next = await createTestDatabase();
    // The same database put back, not a fresh load.
    expect(loads()).toBe(loaded);
    expect(await databaseContents(clientOf(next.database))).toEqual(template);
    const session = await next.database.db.execute(sql`select current_setting('statement_timeout') as timeout, to_regclass('scratch') as scratch`);
    expect(rowsOf(session)).toEqual([{ timeout: '0', scratch: null }]);
    await next.database.close();
  });

  it('gives a second database of its own to whoever asks while the first is open', async () => {
    const first = await createTestDatabase();
    const second = await createTestDatabase();
    await first.database.db.execute(sql`insert into organizations (studio_id, name, type) values (1, 'Only in the first', 'school')`);
    const seen = await second.database.db.execute(sql`select count(*)::int as n from organizations where name = 'Only in the first'`);
    expect(rowsOf(seen)).toEqual([{ n: 0 }]);
    await second.database.close();
    await first.database.close();
  });

  it('is loaded afresh after a file changed the schema', async () => {
    const first = await createTestDatabase();
    await first.database.db.execute(sql`create table left_over (n int)`);
    await first.database.db.execute(sql`create index organizations_left_over on organizations (name)`);
    await first.database.close();
    const loaded = loads();
    const next = await createTestDatabase();
    expect(loads()).toBe(loaded + 1);
    expect(await databaseContents(clientOf(next.database))).toEqual(template);
    await next.database.close();
  });
});
