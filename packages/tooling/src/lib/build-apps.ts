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

/** Builds the apps whose sources changed since their last build; returns the names that failed. */
export async function buildApps(options: { force?: boolean } = {}): Promise<string[]> {
  const failed: string[] = [];
  for (const app of APPS) {
    const current = digest(app);
    const stamp = stampOf(app);
    if (!options.force && existsSync(stamp) && readFileSync(stamp, 'utf8') === current) {
      log(`${app.dir}: up to date`);
      continue;
    }
    log(`${app.dir}: building`);
    const started = Date.now();
    const code = await run('node', [join(ROOT, 'packages/build-config/bin/sd-webpack.mjs'), 'build', '--stats', 'dist/.stats.json'], {
      cwd: join(ROOT, app.dir),
    });
    if (code !== 0) {
      failed.push(app.dir);
      continue;
    }
    writeFileSync(stamp, current);
    log(`${app.dir}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return failed;
}
