import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import { loadConfig, type AppConfig } from '../config';
import type { Database, DatabaseHandle } from '../db/client';
import { PgBossQueue } from '../services/queue/pg-boss-queue';
import { LocalStorage, type Storage } from '../services/storage/storage';
import { checkAnswersAgainstTheirSchemas } from './answer-check';
import { createEmptyTestDatabase, createTestDatabase } from './database';
import { PrivateWritesStorage } from './private-storage';

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  config: AppConfig;
  /** The open database, its storage and (PostgreSQL only) its URL, to build a second instance on. */
  database: DatabaseHandle;
  /**
   * The seeded files, with what this app writes kept apart from every other test file's: the app's storage,
   * or what a test's own storage (given in the options) hands its reads and writes to.
   */
  storage: Storage;
  /** The folder holding the seeded files, shared by every test file: read it, never write to it. */
  storageDir: string;
  databaseUrl: string | null;
  close(): Promise<void>;
}

/** Within the 60 s a test hook has (setup-timeout.ts), with room for closing the database after it. */
const TEST_QUEUE_STOP_WAIT_MS = 45_000;

/** The configuration a test runs with: defaults plus the given environment, in a temp DATA_DIR. */
export function testConfig(env: Record<string, string> = {}): AppConfig {
  const dataDir = mkdtempSync(join(tmpdir(), 'shutterday-data-'));
  return loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256!', NOTIFY_SWEEP_SECONDS: '0', ...env });
}

/**
 * Removes a closed app's DATA_DIR (its own storage among it). The embedded queue's stop is a process dying:
 * a job it was running (a thumbnail, a print file) is not waited for and may still be writing a file here
 * while the folder goes, so the removal is tried again, and a file written after it is left to the system's
 * temporary folder.
 */
function removeDataDir(dir: string): void {
  try {
    rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOTEMPTY') throw error;
  }
}

/** Builds the app on a fresh database with the demo data; tests talk to it with `app.inject`. */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    appRoot?: string;
    beforeReady?: (app: FastifyInstance) => void;
    /**
     * How long closing the app waits for the jobs still running on PostgreSQL (default: every one, up to
     * 45 s). 0 for a test whose app stands for a process that dies mid-job: it waits for nothing.
     */
    queueStopWaitMs?: number;
    /** A migrated database with no rows at all (an installation started with SEED_DEMO=0) instead of the demo data. */
    emptyDatabase?: boolean;
  } & Partial<Omit<BuildAppOptions, 'config'>> = {},
): Promise<TestContext> {
  const { env, appRoot, beforeReady, queueStopWaitMs = TEST_QUEUE_STOP_WAIT_MS, emptyDatabase = false, ...rest } = options;
  const base = testConfig(env);
  const config: AppConfig = { ...base, appRoot: appRoot ?? base.dataDir };
  const { database, storageDir, url } = emptyDatabase
    ? { ...(await createEmptyTestDatabase()), storageDir: join(config.dataDir, 'storage') }
    : await createTestDatabase(config.databaseTimeouts);
  // On PostgreSQL the queue's stop waits for every running job (a print file on a slow hour can take
  // longer than a server's 10 s), so no job outlives its test file.
  const queue = url ? new PgBossQueue(url, { stopWaitMs: queueStopWaitMs }) : undefined;
  const storage = storageDir === config.storageDir ? new LocalStorage(storageDir) : new PrivateWritesStorage(new LocalStorage(storageDir), config.storageDir);
  const app = await buildApp({ config, database, storage, queue, ...rest });
  checkAnswersAgainstTheirSchemas(app);
  beforeReady?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    database,
    storage,
    storageDir,
    databaseUrl: url,
    close: async () => {
      await app.close();
      await database.close();
      removeDataDir(config.dataDir);
    },
  };
}
