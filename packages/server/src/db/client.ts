import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

/** Both drivers share this type, so repositories never care which database they talk to. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** What a repository method runs on: the database, or a transaction its caller opened. */
export type Executor = Database | Transaction;

export const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), '../../drizzle');

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
  /** Told when PostgreSQL drops an idle pooled connection (restart, failover, terminated backend). */
  onIdleError?: (error: Error) => void;
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // Without a listener, an idle connection that the server terminates is an uncaught 'error' event
    // that ends the process. The pool has already discarded that connection; the next query opens one.
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = drizzlePg(pool, { schema });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      url: options.databaseUrl,
      migrate: () => migratePg(db, { migrationsFolder }),
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
