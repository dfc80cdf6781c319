import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { seedDemo } from '../seed';
import { LocalStorage } from '../services/storage/storage';
import { ensureTemplate } from './template';

/**
 * A fresh database holding the demo data, private to one test file: a copy of the PGlite template, or,
 * when TEST_DATABASE_URL is set, a new database in that PostgreSQL server (dropped on close).
 */
export async function createTestDatabase(): Promise<{ database: DatabaseHandle; storageDir: string; url: string | null }> {
  const template = await ensureTemplate();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = openDatabase({ databaseUrl: null, pgliteDir: null, pgliteLoad: new Blob([readFileSync(template.dump)]) });
    return { database, storageDir: template.storage, url: null };
  }
  const name = `shutterday_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const inner = openDatabase({ databaseUrl: url.toString(), pgliteDir: null });
  await inner.migrate();
  // The template's storage already holds the generated images, so this only writes rows.
  await seedDemo(inner.db, new LocalStorage(template.storage));
  const database: DatabaseHandle = {
    ...inner,
    close: async () => {
      await inner.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
  // The URL lets a test open a second pool on the same database: a second API instance.
  return { database, storageDir: template.storage, url: url.toString() };
}
