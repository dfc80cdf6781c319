import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@shutterday/server/loopback';
import { capture, log, run, waitFor } from './process';
import { DATA_DIR, ROOT } from './workspace';

/** Issue 24: `npm start` serves a fresh clone within 3 minutes on this machine. */
export const FRESH_START_AIM_SECONDS = 180;
/** Past this the measurement gives up (the figure would be a failure anyway). */
const FRESH_START_LIMIT_MS = 15 * 60_000;

export interface FreshStart {
  commit: string;
  /** From `npm start` to the studio landing `/demo` answering 200. */
  seconds: number;
  /** What `npm start` printed for its builds ("5 apps built in … s"), when it did. */
  buildSeconds: number | null;
}

/**
 * A newcomer's first `npm start`: a `git clone` of this repository's HEAD into a temporary folder, then
 * `npm start` there (dependencies from the machine's pnpm store, the five apps built from cold webpack
 * caches, the embedded database created, migrated and seeded), timed until the studio landing answers.
 * The clone, its database and its processes are gone afterwards; what `npm start` printed is kept in
 * `.data/fresh-start.log`. Uncommitted changes are not in the clone, so they are not measured.
 */
export async function measureFreshStart(): Promise<FreshStart> {
  const commit = (await capture('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT })).trim();
  if ((await capture('git', ['status', '--porcelain'], { cwd: ROOT })).trim() !== '') log('start      uncommitted changes are not in the clone: the figure is for the last commit');
  const folder = mkdtempSync(join(tmpdir(), 'shutterday-fresh-start-'));
  const clone = join(folder, 'repo');
  try {
    if ((await run('git', ['clone', '--quiet', ROOT, clone])) !== 0) throw new Error(`git clone of ${ROOT} failed`);
    const port = await freePort();
    mkdirSync(DATA_DIR, { recursive: true });
    const logFile = join(DATA_DIR, 'fresh-start.log');
    const output = createWriteStream(logFile);
    // The newcomer's defaults: the embedded database in the clone's own data folder, whatever this shell has set.
    const env: NodeJS.ProcessEnv = { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: join(folder, 'data') };
    delete env['DATABASE_URL'];
    const started = performance.now();
    // A process group of its own, so the builds and the server it starts stop with it.
    const child = spawn('npm', ['start'], { cwd: clone, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let printed = '';
    const keep = (chunk: Buffer) => {
      printed += chunk.toString();
      output.write(chunk);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    let exited = false;
    child.on('exit', () => (exited = true));
    try {
      await waitFor(async () => {
        if (exited) throw new Error(`npm start exited before serving; see ${logFile}`);
        return (await fetch(`http://127.0.0.1:${port}/demo`)).ok;
      }, FRESH_START_LIMIT_MS, 'npm start on a fresh clone to serve /demo');
      const seconds = Math.round((performance.now() - started) / 100) / 10;
      const built = /apps built in ([\d.]+) s/.exec(printed);
      return { commit, seconds, buildSeconds: built ? Number(built[1]) : null };
    } finally {
      await stopGroup(child.pid!, () => exited);
      output.end();
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Stops a process group: SIGTERM, then SIGKILL if it is still there 10 s later. */
async function stopGroup(pid: number, exited: () => boolean): Promise<void> {
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-pid, name);
    } catch {
      // Already gone.
    }
  };
  signal('SIGTERM');
  await waitFor(async () => exited(), 10_000, 'npm start to stop').catch(() => signal('SIGKILL'));
}

export function printFreshStart(figure: FreshStart): void {
  const builds = figure.buildSeconds === null ? '' : ` (the five builds ${figure.buildSeconds} s)`;
  const aim = figure.seconds > FRESH_START_AIM_SECONDS ? `  (aim ≤ ${FRESH_START_AIM_SECONDS} s: not met)` : '';
  log(`start      npm start on a fresh clone of ${figure.commit}: serving /demo after ${figure.seconds} s${builds}${aim}`);
}
