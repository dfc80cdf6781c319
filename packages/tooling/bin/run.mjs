#!/usr/bin/env node
// Entry of every root script. It must run on a machine that has only Node.js and npm, so it uses
// nothing but Node's standard library: it brings the pinned pnpm, installs when the lockfile or a
// manifest changed, then hands over to the TypeScript task in packages/tooling/src/tasks.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const [task = 'start', ...args] = process.argv.slice(2);
const pnpmVersion = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];

function log(line) {
  process.stdout.write(`[shutterday] ${line}\n`);
}

function pnpmOnPath() {
  try {
    const v = execFileSync('pnpm', ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return v === pnpmVersion ? 'pnpm' : null;
  } catch {
    return null;
  }
}

function ensurePnpm() {
  const found = pnpmOnPath();
  if (found) return found;
  const prefix = join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'shutterday', `pnpm-${pnpmVersion}`);
  const bin = join(prefix, 'node_modules', '.bin', 'pnpm');
  if (!existsSync(bin)) {
    log(`installing pnpm ${pnpmVersion} into ${prefix}`);
    mkdirSync(prefix, { recursive: true });
    const r = spawnSync('npm', ['install', '--prefix', prefix, '--no-audit', '--no-fund', '--loglevel=error', `pnpm@${pnpmVersion}`], { stdio: 'inherit' });
    if (r.status !== 0) throw new Error('could not install pnpm from the npm registry');
  }
  return bin;
}

function manifestsDigest() {
  const hash = createHash('sha256');
  const files = ['package.json', 'pnpm-workspace.yaml', 'pnpm-lock.yaml'];
  for (const dir of ['shell', 'e2e', ...readdirSync(root).filter((d) => d.startsWith('mfe-'))]) files.push(join(dir, 'package.json'));
  for (const dir of readdirSync(join(root, 'packages'))) files.push(join('packages', dir, 'package.json'));
  for (const file of files.sort()) if (existsSync(join(root, file))) hash.update(file).update(readFileSync(join(root, file)));
  return hash.digest('hex');
}

function ensureInstall(pnpm) {
  const stamp = join(root, 'node_modules', '.shutterday-install');
  const digest = manifestsDigest();
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === digest) return;
  log('installing dependencies');
  // Under CI pnpm refuses a lockfile that disagrees with the manifests; locally it updates it.
  const r = spawnSync(pnpm, ['install'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
  writeFileSync(stamp, manifestsDigest());
}

const pnpm = ensurePnpm();
ensureInstall(pnpm);
const r = spawnSync(pnpm, ['exec', 'tsx', join(root, 'packages/tooling/src/tasks', `${task}.ts`), ...args], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, SHUTTERDAY_PNPM: pnpm },
});
process.exit(r.status ?? 1);
