import { randomBytes } from 'node:crypto';
import { appendFileSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/client';
import type { DatabaseTimeouts } from '../db/timeouts';
import { seedDemo } from '../seed';
import { LocalStorage } from '../services/storage/storage';
import { ensureTemplate, storeDemoPasswordsAtTestCost, templatePaths } from './template';
import type { WorkerShared } from './worker-environment';

/** The server's URL with another database name. */
export function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `body` on a connection to the PostgreSQL server, closed after. */
export async function onServer<T>(serverUrl: string, body: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await body(client);
  } finally {
    await client.end();
  }
}

/** The name of the migrated and seeded template database in TEST_DATABASE_URL's server (same hash as the PGlite dump). */
export function postgresTemplateName(): string {
  return `shutterday_template_${templatePaths().hash}`;
}

/**
 * Migrates and seeds, once per server and per migrations + seed code, a database that every test file's
 * database is then copied from (`create database … template …`: a file copy, ~0.2 s, instead of migrating
 * and seeding, ~2.5 s per file). Built under another name and renamed when complete, so a run stopped
 * half-way leaves no half-made template.
 */
export async function ensurePostgresTemplate(serverUrl: string): Promise<string> {
  const name = postgresTemplateName();
  const exists = await onServer(serverUrl, async (client) => (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1);
  if (exists) return name;
  const template = await ensureTemplate();
  const partial = `${name}_${process.pid}`;
  await onServer(serverUrl, (client) => client.query(`create database ${partial}`));
  const inner = openDatabase({ databaseUrl: withDatabase(serverUrl, partial), pgliteDir: null });
  try {
    await inner.migrate();
    await seedDemo(inner.db, new LocalStorage(template.storage));
    await storeDemoPasswordsAtTestCost(inner.db);
  } finally {
    await inner.close();
  }
  await onServer(serverUrl, async (client) => {
    try {
      await client.query(`alter database ${partial} rename to ${name}`);
    } catch (error) {
      // Another run made it meanwhile: use theirs.
      await client.query(`drop database if exists ${partial} with (force)`);
      if ((error as { code?: string }).code !== '42P04') throw error;
    }
  });
  return name;
}

/**
 * Notes the test file that opens a database in the file SERVER_TEST_DATABASE_FILES names (`npm test`'s
 * embedded step sets it): the PostgreSQL step then leaves out the files that ran here and opened none,
 * since no database reaches what they test (jest.config.cjs).
 */
function noteDatabaseFile(): void {
  const notes = process.env.SERVER_TEST_DATABASE_FILES;
  const file = (globalThis as { expect?: { getState(): { testPath?: string } } }).expect?.getState().testPath;
  if (notes && file) appendFileSync(notes, `${file}\n`);
}

/**
 * A fresh database holding the demo data, private to its holder until closed: the jest worker's PGlite
 * reset to the template (worker-database.ts), or, while that one is taken (a file's second app), a
 * PGlite of its own loaded from the template dump; or, when TEST_DATABASE_URL is set, a new database
 * in that PostgreSQL server (dropped on close).
 */
export async function createTestDatabase(timeouts?: DatabaseTimeouts): Promise<{ database: DatabaseHandle; storageDir: string; url: string | null }> {
  noteDatabaseFile();
  const template = await ensureTemplate();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const worker = (globalThis as { shutterdayWorker?: WorkerShared }).shutterdayWorker;
    const lease = await worker?.database.acquire(template.dump);
    if (lease) {
      const inner = openDatabase({ databaseUrl: null, pgliteDir: null, pgliteClient: lease.client });
      return { database: { ...inner, close: async () => lease.release() }, storageDir: template.storage, url: null };
    }
    const database = openDatabase({ databaseUrl: null, pgliteDir: null, pgliteLoad: new Blob([readFileSync(template.dump)]) });
    return { database, storageDir: template.storage, url: null };
  }
  const source = await ensurePostgresTemplate(serverUrl);
  const name = `shutterday_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, (client) => client.query(`create database ${name} template ${source}`));
  const url = withDatabase(serverUrl, name);
  const inner = openDatabase({ databaseUrl: url, pgliteDir: null, timeouts });
  const database: DatabaseHandle = {
    ...inner,
    close: async () => {
      await inner.close();
      await onServer(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
  // The URL lets a test open a second pool on the same database: a second API instance.
  return { database, storageDir: template.storage, url };
}

/**
 * A migrated database without a single row (an installation started with SEED_DEMO=0): a new embedded one,
 * or, when TEST_DATABASE_URL is set, a new database in that server (dropped on close).
 */
export async function createEmptyTestDatabase(): Promise<{ database: DatabaseHandle; url: string | null }> {
  noteDatabaseFile();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = openDatabase({ databaseUrl: null, pgliteDir: null });
    await database.migrate();
    return { database, url: null };
  }
  const name = `shutterday_empty_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, (client) => client.query(`create database ${name}`));
  const url = withDatabase(serverUrl, name);
  const inner = openDatabase({ databaseUrl: url, pgliteDir: null });
  await inner.migrate();
  const close = async () => {
    await inner.close();
    await onServer(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
  };
  return { database: { ...inner, close }, url };
}
