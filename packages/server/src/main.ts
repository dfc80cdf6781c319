import { buildApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { createAdminCommand } from './create-admin';
import { openDatabase } from './db/client';
import { joinInstances, type InstanceMembership } from './services/cluster/instances';
import { DEMO } from './seed/demo-constants';
import { seedDemoWhenAsked } from './seed';
import { storageFromConfig } from './services/storage/from-config';

function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      // One clear line naming the variable, no stack trace.
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  const config = loadConfigOrExit();
  const log = (line: string) => process.stdout.write(`[server] ${line}\n`);
  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.databaseUrl ? null : `${config.dataDir}/pglite`,
    timeouts: config.databaseTimeouts,
    poolSize: config.databasePoolSize,
    onConnectionError: (error) => log(`a database connection was closed by the server (${error.message}); the next query opens a new one`),
  });
  try {
    await database.migrate();
    log(`database ready (${database.kind}, opened and migrated in ${Date.now() - started} ms)`);
  } catch (error) {
    process.stderr.write(`Could not open or migrate the database${config.databaseUrl ? ' at DATABASE_URL' : ` in ${config.dataDir}/pglite`}: ${(error as Error).message}\n`);
    process.exit(1);
  }

  // Instances sharing a PostgreSQL database must sign and store alike: one that would split them stops here.
  let membership: InstanceMembership | null = null;
  if (config.databaseUrl) {
    try {
      membership = await joinInstances(database.db, config);
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      process.stderr.write(`${error.message}\n`);
      await database.close();
      process.exit(1);
    }
  }

  // The demo data never lands in a real PostgreSQL unless asked for (SEED_DEMO=1), nor in an embedded
  // install that turned it off (SEED_DEMO=0).
  const storage = storageFromConfig(config);
  const seeded = await seedDemoWhenAsked(config, database.db, storage);
  if (seeded?.seeded) log(`demo data seeded in ${seeded.ms} ms`);

  const app = await buildApp({ config, database, storage, logger: { level: config.logLevel } });
  app.addHook('onClose', async () => {
    await membership?.leave();
    await database.close();
  });
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === 'EADDRINUSE' ? 'the port is already in use (set PORT to another one)' : (error as Error).message;
    process.stderr.write(`Could not listen on ${config.host}:${config.port}: ${reason}\n`);
    await app.close();
    process.exit(1);
  }
  const url = `http://localhost:${config.port}`;
  log(`ready in ${Date.now() - started} ms`);
  log(`${config.productName} is running at ${url}`);
  if (!config.publicUrl) log(`  PUBLIC_URL is not set: links in e-mails point to ${config.linkBase}; set it to the address people reach this site at`);
  if (config.seedDemo) {
    log(`  system administrator: ${DEMO.systemAdmin.email} / ${DEMO.systemAdmin.password}`);
    log(`  studio administrator: ${DEMO.studioAdmin.email} / ${DEMO.studioAdmin.password}`);
    log(`  customer: ${url}/${DEMO.studio.slug} (access code ${DEMO.studio.accessCode}); order lookup ${DEMO.orderNumber} / ${DEMO.parentEmail}`);
  }

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
}

// `main.mjs create-admin …` (docs/deployment/README.md): the first system administrator, from the same build.
if (process.argv[2] === 'create-admin') {
  void createAdminCommand(process.argv.slice(3), { env: process.env, stdin: process.stdin, stdout: process.stdout, stderr: process.stderr }).then(
    (code) => process.exit(code),
    (error: Error) => {
      process.stderr.write(`create-admin failed: ${error.message}\n`);
      process.exit(1);
    },
  );
} else {
  void main();
}
