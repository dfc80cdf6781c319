import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { APPS, ROOT, type AppInfo } from './workspace';
import { log, run } from './process';

/** Source folders whose content decides whether an app's dist is stale. */
function inputsOf(app: AppInfo): string[] {
  const packages = readdirSync(join(ROOT, 'packages'))
    .filter((p) => !['server', 'tooling'].includes(p))
    .map((p) => join('packages', p));
  return [app.dir, ...packages];
}

function hashTree(hash: ReturnType<typeof createHash>, path: string): void {
  const full = join(ROOT, path);
  if (!existsSync(full)) return;
  const stat = statSync(full);
  if (stat.isDirectory()) {
    for (const entry of readdirSync(full).sort()) {
      if (['node_modules', 'dist', '__tests__', 'coverage'].includes(entry)) continue;
      hashTree(hash, join(path, entry));
    }
  } else {
    hash.update(path).update(readFileSync(full));
  }
}

function digest(app: AppInfo): string {
  const hash = createHash('sha256');
  for (const input of inputsOf(app)) hashTree(hash, input);
  hash.update(readFileSync(join(ROOT, 'pnpm-lock.yaml')));
  return hash.digest('hex');
}

const stampOf = (app: AppInfo) => join(ROOT, app.dir, 'dist/.build-stamp');

/**
 * How many apps build at once: `SHUTTERDAY_BUILDS` (default 1, one after another). Two at a time on this
 * 2-core machine measured slower under load (167 s against 130 s for the five, docs/performance.md).
 */
export function buildsAtOnce(): number {
  const wanted = Number(process.env.SHUTTERDAY_BUILDS);
  return Number.isInteger(wanted) && wanted > 0 ? wanted : 1;
}

/** The last build's time of each app, so the longest start first (the shortest fill in at the end). */
const durationOf = (app: AppInfo) => join(ROOT, app.dir, 'dist/.build-seconds');
const lastSeconds = (app: AppInfo) => (existsSync(durationOf(app)) ? Number(readFileSync(durationOf(app), 'utf8')) || 0 : 0);

async function buildOne(app: AppInfo, current: string, output: number | undefined): Promise<boolean> {
  log(`${app.dir}: building`);
  const started = Date.now();
  const code = await run('node', [join(ROOT, 'packages/build-config/bin/sd-webpack.mjs'), 'build', '--stats', 'dist/.stats.json'], {
    cwd: join(ROOT, app.dir),
    ...(output === undefined ? {} : { stdio: ['ignore', output, output] }),
  });
  if (code !== 0) return false;
  const seconds = (Date.now() - started) / 1000;
  writeFileSync(stampOf(app), current);
  writeFileSync(durationOf(app), seconds.toFixed(1));
  log(`${app.dir}: built in ${seconds.toFixed(1)} s`);
  return true;
}

/**
 * Builds the apps whose sources changed since their last build, `buildsAtOnce()` at a time; returns the names
 * that failed. `output`, an open file, takes webpack's own output (when the build runs beside other steps).
 */
export async function buildApps(options: { force?: boolean; output?: number } = {}): Promise<string[]> {
  const failed: string[] = [];
  const stale: Array<{ app: AppInfo; current: string }> = [];
  for (const app of APPS) {
    const current = digest(app);
    const stamp = stampOf(app);
    if (!options.force && existsSync(stamp) && readFileSync(stamp, 'utf8') === current) log(`${app.dir}: up to date`);
    else stale.push({ app, current });
  }
  // Longest first, by the last build's time; an app never built keeps its place in APPS.
  const queue = stale.map((entry, i) => ({ ...entry, i })).sort((a, b) => lastSeconds(b.app) - lastSeconds(a.app) || a.i - b.i);
  const started = Date.now();
  const lane = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) if (!(await buildOne(next.app, next.current, options.output))) failed.push(next.app.dir);
  };
  await Promise.all(Array.from({ length: Math.min(buildsAtOnce(), queue.length) }, lane));
  if (stale.length > 1) log(`${stale.length} apps built in ${((Date.now() - started) / 1000).toFixed(1)} s, ${Math.min(buildsAtOnce(), stale.length)} at a time`);
  return failed;
}
