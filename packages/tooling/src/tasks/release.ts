// `npm run release -- <remote> [--from <built folder>]`: builds that remote alone (the shell and the other
// remotes untouched) into a folder of its own (DATA_DIR/release-build/<remote>, never the remote's dist/,
// which the server hosts: building a release changes nothing visitors load), checks it against the shell's
// build (the compatibility gate), uploads its files through the API as an immutable release named by the
// hash of its files (with the list of their hashes, which the server checks), and records it through the API
// with the commit it was built from (`<commit>-dirty` from a checkout with changes). It never opens the
// server's storage or database: a team needs only its token.
// `npm run release -- promote <remote> <version>`, `rollback <remote>`, `canary <remote> <version> <percent>`
// move what is live. The command talks to the running server's API (RELEASE_API_URL, default
// http://localhost:$PORT) with the remote team's release token (SHUTTERDAY_RELEASE_TOKEN, made on the Remotes
// page), or as a system administrator (RELEASE_EMAIL + RELEASE_PASSWORD): the API records who did it, and the
// embedded database is only ever opened by the server. See docs/remotes.md "A team's path to production".
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { compatibilityProblems, FACADE_NAMES_FILE, facadeProblems, readFacadeNames, readManifestContract } from '@shutterday/domain/server';
import { packRelease, putRelease } from '@shutterday/server';
import { log, run } from '../lib/process';
import { DATA_DIR, pnpm, REMOTES, ROOT } from '../lib/workspace';

const args = process.argv.slice(2);
const USAGE = 'usage: npm run release -- <remote> [--from <folder>] | promote <remote> <version> | rollback <remote> | canary <remote> <version> <percent>';

function fail(line: string): never {
  log(line);
  process.exit(1);
}

function remoteNamed(name: string | undefined) {
  const remote = REMOTES.find((app) => app.name === name || app.dir === name);
  if (!remote) fail(`${name ?? '(none)'} is not a remote: ${REMOTES.map((app) => app.name).join(', ')}\n${USAGE}`);
  return remote;
}

const apiUrl = (process.env.RELEASE_API_URL ?? `http://localhost:${process.env.PORT ?? 8080}`).replace(/\/$/, '');

let signedIn: Promise<string> | null = null;
/** The caller's bearer token: the team's release token, else a system administrator's sign-in (once per run). */
const token = () => (signedIn ??= signIn());

async function signIn(): Promise<string> {
  const team = process.env.SHUTTERDAY_RELEASE_TOKEN?.trim();
  if (team) return team;
  const { RELEASE_EMAIL: username, RELEASE_PASSWORD: password } = process.env;
  if (!username || !password) fail("set SHUTTERDAY_RELEASE_TOKEN (the remote team's release token, made on the Remotes page) or RELEASE_EMAIL and RELEASE_PASSWORD (a system administrator)");
  const answer = await fetch(`${apiUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
  if (!answer.ok) fail(`logging in at ${apiUrl} answered ${answer.status}: ${await answer.text()}`);
  return ((await answer.json()) as { data: { token: string } }).data.token;
}

/** A POST to /api/release/<remote>/<action> (a team's token or an administrator); its answer's text, or the refusal said and exit. */
async function post(remote: string, action: string, body: object): Promise<string> {
  const answer = await fetch(`${apiUrl}/api/release/${remote}/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await token()}` },
    body: JSON.stringify(body),
  });
  const text = await answer.text();
  if (!answer.ok) fail(`${action} refused (${answer.status}): ${(JSON.parse(text) as { errors?: string[] }).errors?.join(' ') ?? text}`);
  return text;
}

/** One move of the remote's releases; says what is live after it. */
async function call(remote: string, action: string, body: object): Promise<void> {
  const text = await post(remote, action, body);
  const overview = (JSON.parse(text) as { data: { entry: string; live: string | null; canary: { version: string; percent: number } | null } }).data;
  log(`${remote}: live ${overview.live ?? 'the hosted build'}${overview.canary ? `, canary ${overview.canary.version} to ${overview.canary.percent}%` : ''} (${overview.entry})`);
}

const git = (...gitArgs: string[]) => execFileSync('git', gitArgs, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

/** The commit the release is built from, `<commit>-dirty` when the checkout has changes git would commit or add. */
function gitCommit(): string {
  try {
    const commit = git('rev-parse', 'HEAD');
    return git('status', '--porcelain', '--untracked-files=normal') === '' ? commit : `${commit}-dirty`;
  } catch {
    return 'unknown';
  }
}

async function publish(name: string | undefined): Promise<void> {
  const remote = remoteNamed(name);
  const fromAt = args.indexOf('--from');
  let dist = join(DATA_DIR, 'release-build', remote.dir);
  let buildMs = 0;
  if (fromAt >= 0) {
    dist = resolve(args[fromAt + 1] ?? fail(USAGE));
    log(`${remote.name}: releasing the build in ${dist} (not rebuilt)`);
  } else {
    // Cleaned first, so nothing of an earlier build is released with this one.
    rmSync(dist, { recursive: true, force: true });
    const started = performance.now();
    const code = await run(pnpm(), ['--filter', remote.dir, 'build'], { cwd: ROOT, env: { ...process.env, SD_OUTPUT_DIR: dist } });
    buildMs = Math.round(performance.now() - started);
    if (code !== 0) fail(`${remote.dir} build failed`);
    log(`${remote.name}: built alone into ${dist} in ${(buildMs / 1000).toFixed(1)} s (budget 60 s)`);
  }
  const json = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as unknown;
  const manifestFile = join(dist, 'mf-manifest.json');
  const namesFile = join(dist, FACADE_NAMES_FILE);
  const shellFile = join(ROOT, 'shell', 'dist', 'mf-manifest.json');
  const shellNamesFile = join(ROOT, 'shell', 'dist', FACADE_NAMES_FILE);
  for (const file of [manifestFile, namesFile]) if (!existsSync(file)) fail(`${file} is missing`);
  // The gate runs here first when the shell is built here, so a refused build never reaches storage; the
  // server always runs it again, against the shell it hosts, before it records the release.
  if (existsSync(shellFile) && existsSync(shellNamesFile)) {
    const problems = [
      ...compatibilityProblems(remote.name, readManifestContract(json(manifestFile)), readManifestContract(json(shellFile))),
      ...facadeProblems(remote.name, readFacadeNames(json(namesFile)), readFacadeNames(json(shellNamesFile))),
    ];
    if (problems.length) fail(`${remote.name}: refused by the compatibility gate:\n  ${problems.join('\n  ')}`);
  } else {
    log('the shell is not built here: the server checks the release against the shell it hosts');
  }
  const release = packRelease(dist);
  // Through the API, one file a call: the server stores them (the team never touches its storage).
  await putRelease(async (path, data) => void (await post(remote.name, 'release-files', { version: release.version, path, content: data.toString('base64') })), release);
  log(`${remote.name}: release ${release.version}, ${release.files.length} files uploaded to ${apiUrl}`);
  const commit = gitCommit();
  if (commit.endsWith('-dirty')) log(`${remote.name}: the checkout has uncommitted changes: recorded as built from ${commit}`);
  await call(remote.name, 'releases', { version: release.version, gitCommit: commit, buildMs });
  log(`${remote.name}: recorded release ${release.version}; go live with: npm run release -- promote ${remote.name} ${release.version}`);
  process.stdout.write(`RELEASE_VERSION=${release.version}\n`);
}

const [first, second, third, fourth] = args;
if (first === 'promote') await call(remoteNamed(second).name, 'promote', { version: third ?? fail(USAGE) });
else if (first === 'rollback') await call(remoteNamed(second).name, 'rollback', {});
else if (first === 'canary') await call(remoteNamed(second).name, 'canary', { version: third ?? fail(USAGE), percent: Number(fourth ?? fail(USAGE)) });
else await publish(first);
