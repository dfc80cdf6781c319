import type * as pglite from '@electric-sql/pglite';
import NodeEnvironment from 'jest-environment-node';
import { pgliteForTests } from './pglite-realms';
import { workerDatabase as database, type WorkerDatabase } from './worker-database';

// The server project's jest environment. jest loads it once per worker process, outside the module
// registry it makes afresh for each test file, so what this module holds lives for the whole worker:
// PGlite's bundle (handed to every file instead of loading its 0.5 MB again, see pglite.cjs) and one
// embedded database, reset to the template for each file that asks (database.ts).

/** What a test file reaches as `globalThis.shutterdayWorker`. */
export interface WorkerShared {
  pglite: typeof pglite;
  database: WorkerDatabase;
}

export default class ServerTestEnvironment extends NodeEnvironment {
  override async setup(): Promise<void> {
    await super.setup();
    const shared: WorkerShared = { pglite: pgliteForTests, database };
    this.global.shutterdayWorker = shared;
  }

  override async teardown(): Promise<void> {
    // A file that never closed its database gives it back here: nothing it left running reaches the next file's.
    database.releaseAny();
    await super.teardown();
  }
}
