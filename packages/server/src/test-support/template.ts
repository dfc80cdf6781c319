import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { migrationsFolder, openDatabase, type Database } from '../db/client';
import { users } from '../db/schema';
import { seedDemo } from '../seed';
import { DEMO } from '../seed/demo-constants';
import { LocalStorage } from '../services/storage/storage';
import { TEST_PASSWORD_COST } from './test-passwords';

const srcDir = join(dirname(fileURLToPath(import.meta.url)), '..');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Where the migrated and seeded template lives. The folder name hashes the migrations and the seed
 * code, so a change to either builds a new template and an unchanged tree reuses the last one.
 */
export function templatePaths(): { dir: string; dump: string; storage: string; hash: string } {
  const hash = createHash('sha256');
  const files = [...filesUnder(migrationsFolder), ...filesUnder(join(srcDir, 'seed')), ...filesUnder(join(srcDir, 'services/images')), join(srcDir, 'test-support/test-passwords.ts'), join(srcDir, 'test-support/template.ts')];
  for (const file of files.sort()) {
    hash.update(file.slice(srcDir.length)).update(readFileSync(file));
  }
  const digest = hash.digest('hex').slice(0, 16);
  const dir = join(tmpdir(), `shutterday-server-test-${digest}`);
  return { dir, dump: join(dir, 'pglite.tar'), storage: join(dir, 'storage'), hash: digest };
}

/** Stores the demo logins of a freshly seeded template at the tests' password cost (the seed hashes them at the server's). */
export async function storeDemoPasswordsAtTestCost(db: Database): Promise<void> {
  for (const login of [DEMO.systemAdmin, DEMO.studioAdmin]) {
    await db.update(users).set({ passwordHash: await hash(login.password, TEST_PASSWORD_COST) }).where(eq(users.email, login.email));
  }
}

/**
 * Migrates a fresh PGlite once, seeds the demo data (images into a shared storage folder) and dumps the
 * data dir. Each test file then starts from a copy in ~2 s instead of migrating and seeding (~18 s).
 */
export async function ensureTemplate(): Promise<{ dump: string; storage: string }> {
  const paths = templatePaths();
  if (existsSync(paths.dump)) return paths;
  mkdirSync(paths.dir, { recursive: true });
  const database = openDatabase({ databaseUrl: null, pgliteDir: null });
  try {
    await database.migrate();
    await seedDemo(database.db, new LocalStorage(paths.storage));
    await storeDemoPasswordsAtTestCost(database.db);
    const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
    const blob = await client.dumpDataDir('none');
    // Write then rename, so a parallel reader never sees half a file.
    const partial = `${paths.dump}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await blob.arrayBuffer()));
    renameSync(partial, paths.dump);
  } finally {
    await database.close();
  }
  return paths;
}
