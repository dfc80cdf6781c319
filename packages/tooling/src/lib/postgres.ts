import { mkdtempSync, rmSync, writeFileSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { log } from './process';

export interface TempPostgres {
  url: string;
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
 * A throwaway PostgreSQL server in a temp dir on a loopback port, when the machine has its binaries.
 * PostgreSQL refuses to run as root, so as root it runs as the `postgres` user.
 */
export function startTempPostgres(port = 54329): TempPostgres | null {
  if (!has('initdb') || !has('pg_ctl')) return null;
  const dir = mkdtempSync(join(tmpdir(), 'shutterday-pg-'));
  chmodSync(dir, 0o777);
  const asRoot = process.getuid?.() === 0;
  const as = (args: string[]) => (asRoot ? ['runuser', '-u', 'postgres', '--', ...args] : args);
  const exec = (args: string[]) => {
    const [cmd, ...rest] = as(args);
    execFileSync(cmd!, rest, { stdio: 'ignore' });
  };
  const data = join(dir, 'data');
  writeFileSync(join(dir, 'pw'), 'shutterday\n');
  chmodSync(join(dir, 'pw'), 0o644);
  exec(['initdb', '-D', data, '-U', 'shutterday', '--pwfile', join(dir, 'pw'), '-A', 'scram-sha-256', '-E', 'UTF8']);
  exec(['pg_ctl', '-D', data, '-l', join(dir, 'log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`, 'start']);
  log(`PostgreSQL started on 127.0.0.1:${port} (${dir})`);
  return {
    url: `postgres://shutterday:shutterday@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        exec(['pg_ctl', '-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
