import { spawn, type ChildProcess } from 'node:child_process';
import { buildServer } from './build-server';
import { ROOT } from './workspace';
import { log, waitFor } from './process';

export interface RunningServer {
  url: string;
  /** The server's process. */
  pid: number;
  stop(): Promise<void>;
}

/** Starts the production server (API + static apps) the way `npm start` does, built, on a loopback port. */
export async function startServer(env: Record<string, string>, port: number): Promise<RunningServer> {
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', await buildServer()], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  let exited = false;
  child.on('exit', () => (exited = true));
  try {
    await waitFor(async () => {
      if (exited) throw new Error(`server exited:\n${output.join('')}`);
      return (await fetch(`${url}/api/health`)).ok;
    }, 180_000, 'the server');
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  log(`server ready at ${url} (pid ${child.pid})`);
  return {
    url,
    pid: child.pid!,
    stop: () =>
      new Promise((resolve) => {
        if (exited) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}
