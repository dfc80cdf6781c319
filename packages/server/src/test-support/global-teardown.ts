import { workerDatabase } from './worker-database';

// Jest global teardown. When the test files ran in jest's own process (one file, or --runInBand), the
// worker database lives here and its timers would keep the process alive: close it. Worker processes
// just exit.
export default async function globalTeardown(): Promise<void> {
  await workerDatabase.close();
}
