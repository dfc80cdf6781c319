// `npm test`: typecheck, lint, unit and component tests, server integration tests on the embedded
// database and on a real PostgreSQL when its binaries are here, the production build with its bundle
// check, and the Playwright journeys in Debian's Chromium. The last line is `N passed, N failed`.
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildApps } from '../lib/build-apps';
import { ensureChromium } from '../lib/chromium';
import { measureBundles } from '../lib/measure';
import { freePort } from '@shutterday/server/loopback';
import { startTempPostgres } from '@shutterday/server/temp-postgres';
import { log, run } from '../lib/process';
import { jestCounts, playwrightCounts, printSummary, type StepResult } from '../lib/results';
import { startServer } from '../lib/server';
import { DATA_DIR, ROOT, bin } from '../lib/workspace';

const only = process.argv.slice(2);
const wanted = (step: string) => only.length === 0 || only.includes(step);
const reports = join(DATA_DIR, 'test-results');
mkdirSync(reports, { recursive: true });
/** Each step's result in the summary's order, whichever ends first. */
const results: Promise<StepResult>[] = [];

/** Runs a step from now; its result is what the promise gives (`step` records it in the summary). */
async function started(name: string, body: () => Promise<Omit<StepResult, 'step' | 'seconds'>>): Promise<StepResult> {
  log(`── ${name}`);
  const begun = Date.now();
  let outcome: Omit<StepResult, 'step' | 'seconds'>;
  try {
    outcome = await body();
  } catch (error) {
    console.error(error);
    outcome = { passed: 0, failed: 1, skipped: 0 };
  }
  return { step: name, ...outcome, seconds: (Date.now() - begun) / 1000 };
}

async function step(name: string, body: () => Promise<Omit<StepResult, 'step' | 'seconds'>>): Promise<void> {
  const result = started(name, body);
  results.push(result);
  await result;
}

const check = (code: number) => ({ passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0 });

async function jest(name: string, args: string[], env: Record<string, string> = {}) {
  const output = join(reports, `${name}.json`);
  rmSync(output, { force: true });
  const code = await run(bin('jest'), ['--ci', '--maxWorkers=2', '--json', `--outputFile=${output}`, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
  });
  return jestCounts(output, code);
}

// tsc, eslint and webpack each keep about one core busy, so on two cores they share the machine with the
// next steps instead of leaving a core idle: typecheck, lint and the jest steps start together, and the production
// build starts once typecheck is done (webpack empties each app's dist/, where tsc -b writes its
// declarations) and runs beside the jest steps; the journeys wait for it. Its output goes to build.log,
// printed when it fails. Measured in docs/performance.md, "Start and test time".
const buildLog = join(reports, 'build.log');
async function buildAndMeasure(): Promise<Omit<StepResult, 'step' | 'seconds'>> {
  const output = openSync(buildLog, 'w');
  let failed: string[];
  try {
    failed = await buildApps({ output });
  } finally {
    closeSync(output);
  }
  if (failed.length > 0) {
    process.stdout.write(readFileSync(buildLog, 'utf8'));
    return check(1);
  }
  return check((await measureBundles()).ok ? 0 : 1);
}

// The jest steps need neither tsc's nor eslint's output (swc compiles each file; the packages resolve to their
// sources), so they do not wait for them.
const typechecking = wanted('typecheck') ? started('typecheck', async () => check(await run(bin('tsc'), ['-b'], { cwd: ROOT }))) : undefined;
const linting = wanted('lint') ? started('lint', async () => check(await run(bin('eslint'), ['--max-warnings=0', '.'], { cwd: ROOT }))) : undefined;
const building = wanted('build') ? typechecking?.then(() => started('build + bundle check', buildAndMeasure)) ?? started('build + bundle check', buildAndMeasure) : undefined;
for (const early of [typechecking, linting]) if (early) results.push(early);
if (wanted('domain')) await step('domain (coverage)', () => jest('domain', ['--selectProjects', 'domain', '--coverage']));
// A throwaway PostgreSQL when the machine has its binaries: the server project runs on it after the
// embedded step, and the route-wide hostile suites run there only (packages/server/jest.config.cjs).
const pg = wanted('postgres') ? startTempPostgres(54329) : null;
// The embedded step notes each server test file that opens a database; those that ran there and opened
// none test what no database reaches, and the PostgreSQL step leaves them out (packages/server/jest.config.cjs).
const databaseFiles = join(reports, 'server-database-files.txt');
const withoutDatabase = join(reports, 'server-files-without-database.txt');
rmSync(databaseFiles, { force: true });
rmSync(withoutDatabase, { force: true });
function noteFilesWithoutDatabase(): void {
  const unit = join(reports, 'unit.json');
  if (!existsSync(unit) || !existsSync(databaseFiles)) return;
  const opened = new Set(readFileSync(databaseFiles, 'utf8').split('\n'));
  const ran = (JSON.parse(readFileSync(unit, 'utf8')) as { testResults: { name: string }[] }).testResults.map((file) => file.name);
  const none = ran.filter((file) => file.startsWith(join(ROOT, 'packages/server/')) && !opened.has(file));
  writeFileSync(withoutDatabase, none.map((file) => `${file}\n`).join(''));
  log(`${none.length} server test files opened no database on PGlite: not run again on PostgreSQL`);
}
if (wanted('postgres') && !pg) log('PostgreSQL binaries not found: server tests ran on the embedded database only');
try {
  if (wanted('unit')) {
    await step('unit + components + server (PGlite)', () =>
      jest(
        'unit',
        ['--selectProjects', 'build-config', 'api-client', 'ui', 'server', 'shell', 'mfe-customer', 'mfe-studio-admin', 'mfe-system-admin', 'mfe-org-editor'],
        pg ? { ROUTE_SUITES_ON_POSTGRES: '1', SERVER_TEST_DATABASE_FILES: databaseFiles } : {},
      ),
    );
    if (pg) noteFilesWithoutDatabase();
  }
  if (pg) {
    log(`PostgreSQL started on ${new URL(pg.url).host} (${pg.dir})`);
    await step('server (PostgreSQL)', () => jest('server-postgres', ['--selectProjects', 'server'], { TEST_DATABASE_URL: pg.url, SERVER_TESTS_WITHOUT_DATABASE: withoutDatabase }));
  }
} finally {
  pg?.stop();
}
if (building) {
  results.push(building);
  await building;
}
if (wanted('e2e')) {
  await step('e2e (Playwright, Chromium)', async () => {
    await ensureChromium();
    const dataDir = join(DATA_DIR, 'e2e');
    rmSync(dataDir, { recursive: true, force: true });
    // Parents' e-mails due are looked for every 5 s (60 by default), so a journey waits seconds for one. The
    // loopback is trusted as a proxy, so a journey can stand for parents at several addresses (X-Forwarded-For).
    const server = await startServer({ DATA_DIR: dataDir, MAIL_OUTBOX_DIR: join(dataDir, 'outbox'), NOTIFY_SWEEP_SECONDS: '5', TRUST_PROXY: '127.0.0.1' }, await freePort());
    const output = join(reports, 'e2e.json');
    rmSync(output, { force: true });
    try {
      // E2E_ARGS narrows a local run, e.g. E2E_ARGS="tests/customer/checkout" or "--grep @phone".
      const narrowed = process.env.E2E_ARGS?.split(' ').filter(Boolean) ?? [];
      const code = await run(bin('playwright'), ['test', '--config', join(ROOT, 'e2e/playwright.config.ts'), ...narrowed], {
        cwd: join(ROOT, 'e2e'),
        env: { ...process.env, BASE_URL: server.url, E2E_DATA_DIR: dataDir, E2E_MAIL_OUTBOX: join(dataDir, 'outbox'), PLAYWRIGHT_JSON_OUTPUT_NAME: output },
      });
      return playwrightCounts(output, code);
    } finally {
      await server.stop();
    }
  });
}

const { passed, failed } = printSummary(await Promise.all(results));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
