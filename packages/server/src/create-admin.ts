// `create-admin --email <address> [--name <name>]`: an installation's first system administrator (or another
// one, by whoever holds the server's settings), on the database the server's settings name: the embedded
// one in DATA_DIR (with the server stopped: one process holds it) or DATABASE_URL's. The password is never
// an argument (shell histories and process lists keep those): ADMIN_PASSWORD, else standard input, asked
// twice without echo on a terminal, else its first line.
import { parseArgs } from 'node:util';
import type { Readable, Writable } from 'node:stream';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { openDatabase } from './db/client';
import { createSystemAdmin, SystemAdminRefused } from './modules/users';

export const CREATE_ADMIN_USAGE = 'usage: create-admin --email <address> [--name <name>]   (the password: ADMIN_PASSWORD, standard input, or typed when asked)';
const DEFAULT_NAME = 'System administrator';

export interface CreateAdminIo {
  env: NodeJS.ProcessEnv;
  stdin: Readable & { isTTY?: boolean; setRawMode?: (raw: boolean) => unknown };
  stdout: Writable;
  stderr: Writable;
}

/** The e-mail and name of the command line, or the one sentence that refuses it. */
export function createAdminArguments(argv: string[]): { email: string; name: string } | { refusal: string } {
  if (argv.some((arg) => /^--?password(=|$)/i.test(arg))) {
    return { refusal: 'A password is never given on the command line (shell histories and process lists keep it): set ADMIN_PASSWORD, pipe it in, or type it when asked.' };
  }
  let values: { email?: string; name?: string };
  try {
    ({ values } = parseArgs({ args: argv, options: { email: { type: 'string' }, name: { type: 'string' } }, strict: true, allowPositionals: false }));
  } catch (error) {
    return { refusal: `${(error as Error).message}\n${CREATE_ADMIN_USAGE}` };
  }
  if (!values.email) return { refusal: `--email is required\n${CREATE_ADMIN_USAGE}` };
  return { email: values.email, name: values.name ?? DEFAULT_NAME };
}

/** Reads one line typed on the terminal without showing it. */
function askHidden(io: CreateAdminIo, question: string): Promise<string> {
  const { stdin } = io;
  io.stderr.write(question);
  stdin.setRawMode?.(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let typed = '';
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\u0003') {
          done();
          reject(new Error('cancelled'));
          return;
        }
        if (char === '\r' || char === '\n' || char === '\u0004') {
          done();
          resolve(typed);
          return;
        }
        typed = char === '\u007f' || char === '\b' ? typed.slice(0, -1) : typed + char;
      }
    };
    const done = () => {
      stdin.off('data', onData);
      stdin.setRawMode?.(false);
      stdin.pause();
      io.stderr.write('\n');
    };
    stdin.on('data', onData);
  });
}

/** The first line of a piped standard input. */
async function firstLine(stdin: Readable): Promise<string> {
  let text = '';
  for await (const chunk of stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

/** The password from ADMIN_PASSWORD, the terminal (twice, alike) or a pipe; null when the two typings differ. */
async function password(io: CreateAdminIo): Promise<string | null> {
  if (io.env.ADMIN_PASSWORD) return io.env.ADMIN_PASSWORD;
  if (!io.stdin.isTTY) return firstLine(io.stdin);
  const first = await askHidden(io, 'Password for the new system administrator: ');
  const again = await askHidden(io, 'The same password again: ');
  return first === again ? first : null;
}

/** Runs the command; the exit code is its answer (0 made, 1 refused or failed), its words on stdout/stderr. */
export async function createAdminCommand(argv: string[], io: CreateAdminIo): Promise<number> {
  const args = createAdminArguments(argv);
  if ('refusal' in args) {
    io.stderr.write(`${args.refusal}\n`);
    return 1;
  }
  let config: AppConfig;
  try {
    config = loadConfig(io.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    io.stderr.write(`${error.message}\n`);
    return 1;
  }
  let chosen: string | null;
  try {
    chosen = await password(io);
  } catch {
    io.stderr.write('Cancelled; nothing was changed.\n');
    return 1;
  }
  if (chosen === null) {
    io.stderr.write('The two passwords differ; nothing was changed.\n');
    return 1;
  }
  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.databaseUrl ? null : `${config.dataDir}/pglite`,
    timeouts: config.databaseTimeouts,
    poolSize: 1,
  });
  try {
    // A database nothing has started on yet gets its tables first, as the server's start would make them.
    await database.migrate();
    const admin = await createSystemAdmin(database.db, { email: args.email, name: args.name, password: chosen });
    io.stdout.write(`System administrator ${admin.email} (${admin.name}) created: sign in with that e-mail and the password given, then invite everyone else from Users.\n`);
    return 0;
  } catch (error) {
    if (!(error instanceof SystemAdminRefused)) throw error;
    io.stderr.write(`${error.message}\n`);
    return 1;
  } finally {
    await database.close();
  }
}
