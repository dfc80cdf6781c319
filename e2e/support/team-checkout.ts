import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const exec = promisify(execFile);

/**
 * A remote team's own checkout of the repository, beside the server's: a clone of the server's commit (git's
 * `--shared`: its objects are read from the server's repository, its own commits are its own). Nothing of it
 * is installed or built until the team's command does it there.
 */
export interface TeamCheckout {
  dir: string;
  /** Commits every change of the checkout, as the team's developer would; answers the new commit. */
  commit(message: string): Promise<string>;
  /** Runs a root script there as the team would (`npm run <script> -- <args>`); answers what it printed. */
  npm(script: string, args: string[], env: Record<string, string>): Promise<string>;
  /** Rewrites a file of the checkout. */
  edit(path: string, change: (text: string) => string): void;
  remove(): void;
}

export async function teamCheckout(serverRoot: string): Promise<TeamCheckout> {
  const dir = join(mkdtempSync(join(tmpdir(), 'shutterday-team-')), 'repo');
  await exec('git', ['clone', '--quiet', '--shared', serverRoot, dir]);
  const git = async (...args: string[]) => (await exec('git', ['-c', 'user.name=Customer team', '-c', 'user.email=customer-team@shutterday.test', ...args], { cwd: dir })).stdout.trim();
  // The server's own settings stay out of the team's commands: only what the team sets is theirs.
  const { DATA_DIR: _data, STORAGE_S3_BUCKET: _bucket, RELEASE_EMAIL: _email, RELEASE_PASSWORD: _password, SHUTTERDAY_RELEASE_TOKEN: _token, ...environment } = process.env;
  return {
    dir,
    async commit(message) {
      await git('commit', '--quiet', '--all', '--message', message);
      return git('rev-parse', 'HEAD');
    },
    async npm(script, args, env) {
      const { stdout } = await exec('npm', ['run', '--silent', script, '--', ...args], { cwd: dir, env: { ...environment, ...env }, maxBuffer: 16 * 1024 * 1024 });
      return stdout;
    },
    edit(path, change) {
      const file = join(dir, path);
      writeFileSync(file, change(readFileSync(file, 'utf8')));
    },
    remove() {
      rmSync(join(dir, '..'), { recursive: true, force: true });
    },
  };
}
