import { ensurePostgresTemplate } from './database';
import { ensureTemplate } from './template';

// Jest global setup: build the database templates once per run (reused across runs while unchanged):
// the PGlite dump, and with TEST_DATABASE_URL the template database in that PostgreSQL server.
export default async function globalSetup(): Promise<void> {
  await ensureTemplate();
  if (process.env.TEST_DATABASE_URL) await ensurePostgresTemplate(process.env.TEST_DATABASE_URL);
}
