import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { serverRoot } from '../server-root';
import * as schema from './schema';
import { DEFAULT_DATABASE_TIMEOUTS, type DatabaseTimeouts } from './timeouts';

/** Both drivers share this type, so repositories never care which database they talk to. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** What a repository method runs on: the database, or a transaction its caller opened. */
export type Executor = Database | Transaction;

export const migrationsFolder = join(serverRoot, 'drizzle');

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL URL (what other clients of the same database, e.g. the job queue, connect to). */
  url?: string;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl: string | null;
  /** Folder of the embedded database; ignored with a URL. */
  pgliteDir: string | null;
  /** A PGlite data dir dump to start from (tests copy a migrated template this way). */
  pgliteLoad?: Blob;
  /** An embedded database already open (a test worker's, reset between test files); closing the handle leaves it open. */
  pgliteClient?: PGlite;
  /** Told when PostgreSQL drops a pooled connection, idle or in use (restart, failover, terminated backend). */
  onConnectionError?: (error: Error) => void;
  /** Bounds on waiting for PostgreSQL (ignored by the embedded database); DEFAULT_DATABASE_TIMEOUTS when unset. */
  timeouts?: DatabaseTimeouts;
  /** Connections of the PostgreSQL pool (10 when unset). */
  poolSize?: number;
}

/** Past the server's own statement timeout: a server that answers cancels first, one that does not answer is given up on. */
const CLIENT_GRACE_MS = 1_000;

/** The advisory lock every instance takes before migrating ("SHUT" in ASCII): one migrates, the others then find nothing to do. */
const MIGRATION_LOCK = 0x53485554;

/**
 * Migrates on a connection of its own: outside the pool's statement timeout (an index on a large table may
 * take minutes) and under an advisory lock, so instances starting together never run one migration twice.
 * Ending the session releases the lock, whatever happened.
 */
async function migratePostgres(databaseUrl: string, report: (error: Error) => void): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', report);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
  } finally {
    await client.end();
  }
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const timeouts = options.timeouts ?? DEFAULT_DATABASE_TIMEOUTS;
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: timeouts.connectMs,
      statement_timeout: timeouts.statementMs,
      idle_in_transaction_session_timeout: timeouts.statementMs,
      // The server's timeout cannot fire when the server itself is stopped: the client's bound is what
      // turns a paused database into a failed request instead of a request that hangs.
      query_timeout: timeouts.statementMs + CLIENT_GRACE_MS,
    });
    // A connection the server terminates emits 'error'; with no listener that ends the process. The pool
    // listens only while a connection is idle, so every connection gets one of its own for the time it is
    // checked out (a transaction waiting on the application when PostgreSQL restarts). The failed
    // connection is then discarded when released, and the next query opens a new one.
    const report = (error: Error) => options.onConnectionError?.(error);
    pool.on('connect', (client) => client.on('error', report));
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      url: options.databaseUrl,
      migrate: () => migratePostgres(options.databaseUrl!, report),
      close: () => pool.end(),
    };
  }
  if (options.pgliteClient) {
    const db = drizzlePglite(options.pgliteClient, { schema });
    return { db: db as unknown as Database, kind: 'pglite', migrate: () => migratePglite(db, { migrationsFolder }), close: async () => undefined };
  }
  if (options.pgliteDir) mkdirSync(options.pgliteDir, { recursive: true });
  const client = new PGlite({
    ...(options.pgliteDir ? { dataDir: options.pgliteDir } : {}),
    ...(options.pgliteLoad ? { loadDataDir: options.pgliteLoad } : {}),
  });
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}
