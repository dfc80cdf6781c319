import { execFile, execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

export interface TempPostgres {
  url: string;
  /** Where the server lives (data, log, socket): to read its log when something went wrong. */
  dir: string;
  /**
   * Stops with `-m fast` (every session terminated: 57P01) and starts again, as an operator's restart does;
   * the caller's event loop runs meanwhile, so its requests meet the restart.
   */
  restart(): Promise<void>;
  /** Freezes the server and every backend (SIGSTOP): connections stay open and nothing answers. */
  pause(): void;
  resume(): void;
  stop(): void;
}

function has(command: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * A throwaway PostgreSQL server in a temp dir on a loopback port, when the machine has its binaries (null
 * otherwise). PostgreSQL refuses to run as root, so as root it runs as the `postgres` user.
 */
export function startTempPostgres(port: number): TempPostgres | null {
  if (!has('initdb') || !has('pg_ctl')) return null;
  const dir = mkdtempSync(join(tmpdir(), 'shutterday-pg-'));
  chmodSync(dir, 0o777);
  const asRoot = process.getuid?.() === 0;
  const as = (args: string[]) => (asRoot ? ['runuser', '-u', 'postgres', '--', ...args] : args);
  const exec = (args: string[]) => {
    const [cmd, ...rest] = as(args);
    execFileSync(cmd!, rest, { stdio: 'ignore' });
  };
  const execAsync = async (args: string[]) => {
    const [cmd, ...rest] = as(args);
    await promisify(execFile)(cmd!, rest);
  };
  const data = join(dir, 'data');
  writeFileSync(join(dir, 'pw'), 'shutterday\n');
  chmodSync(join(dir, 'pw'), 0o644);
  exec(['initdb', '-D', data, '-U', 'shutterday', '--pwfile', join(dir, 'pw'), '-A', 'scram-sha-256', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  exec(['pg_ctl', '-D', data, '-l', join(dir, 'log'), '-w', '-o', options, 'start']);
  /** The postmaster and its children (backends, checkpointer, …): every process that can answer. */
  const processes = () => {
    const postmaster = readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]!.trim();
    const children = execFileSync('pgrep', ['-P', postmaster], { encoding: 'utf8' }).split('\n').filter(Boolean);
    return [postmaster, ...children];
  };
  const signal = (name: 'STOP' | 'CONT') => execFileSync('kill', [`-${name}`, ...processes()], { stdio: 'ignore' });
  return {
    url: `postgres://shutterday:shutterday@127.0.0.1:${port}/postgres`,
    dir,
    restart: () => execAsync(['pg_ctl', '-D', data, '-l', join(dir, 'log'), '-m', 'fast', '-w', '-o', options, 'restart']),
    pause: () => signal('STOP'),
    resume: () => signal('CONT'),
    stop() {
      try {
        exec(['pg_ctl', '-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
