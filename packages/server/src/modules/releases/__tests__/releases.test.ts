import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc } from 'drizzle-orm';
import { CANARY_VIEWS_PER_CLIENT, RELEASE_MESSAGES, RELEASE_TOKEN_MESSAGES } from '@shutterday/domain/staff';
import { mailLog, releaseTokens, remoteDeployments } from '../../../db/schema';
import { createTestApp, type TestContext } from '../../../test-support/app';
import { packRelease, releaseHash, uploadRelease } from '../services/release-files';
import { canaryTicket } from '../services/canary-health';
import { bearer, freshAddress, loginStudioAdmin, loginSystemAdmin } from '../../../test-support/auth';

const shared = (react: string) => [
  { name: 'react', version: react, requiredVersion: react, singleton: true },
  { name: 'react-dom', version: react, requiredVersion: react, singleton: true },
  { name: '@shutterday/domain', version: '0.1.0', requiredVersion: '0.1.0', singleton: true },
];
const manifest = (name: string, react: string, runtime = '2.9.2') => ({
  id: name, name, metaData: { name, remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath: 'auto', pluginVersion: runtime },
  shared: shared(react), remotes: [], exposes: [{ id: `${name}:App`, name: 'App', path: './App' }],
});

// What a build's facade-names.json says: the names its facades provide, the names it imports from them.
const SHELL_PROVIDES = { antd: ['Button', 'Modal', 'Table'], '@ant-design/icons': ['CloseOutlined'], 'react-router': ['Link', 'Routes', 'useNavigate'] };
const facadeNames = (imports: Record<string, string[]>) => ({ provides: SHELL_PROVIDES, imports });

// The shell this server hosts: its own build's manifest and facade names (what it provides) and its page.
const appRoot = mkdtempSync(join(tmpdir(), 'shutterday-releases-'));
mkdirSync(join(appRoot, 'shell', 'dist'), { recursive: true });
writeFileSync(join(appRoot, 'shell', 'dist', 'mf-manifest.json'), JSON.stringify(manifest('shell', '19.3.1')));
writeFileSync(join(appRoot, 'shell', 'dist', 'facade-names.json'), JSON.stringify(facadeNames({ antd: ['Button'] })));
writeFileSync(join(appRoot, 'shell', 'dist', 'index.html'), '<!doctype html><html><head><title>Shutterday</title></head><body><div id="root"></div></body></html>');

let ctx: TestContext;
let admin: { authorization: string };
beforeAll(async () => {
  ctx = await createTestApp({ appRoot });
  admin = bearer((await loginSystemAdmin(ctx.app)).token);
});
afterAll(() => ctx.close());

interface BuildOptions { react?: string; runtime?: string; name?: string; text?: string; imports?: Record<string, string[]> | null }

/** A remote's built folder, as the release command packs it (named by the hash of its files). */
function build(options: BuildOptions = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'shutterday-release-build-'));
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify(manifest(options.name ?? 'customer', options.react ?? '19.3.1', options.runtime)));
  const imports = options.imports === undefined ? { antd: ['Button', 'Table'], 'react-router': ['Link'] } : options.imports;
  if (imports) writeFileSync(join(dir, 'facade-names.json'), JSON.stringify(facadeNames(imports)));
  writeFileSync(join(dir, 'remoteEntry.js'), `/* ${options.text ?? 'entry'} */`);
  return packRelease(dir);
}

const record = (version: string, gitCommit = 'abc1234') =>
  ctx.app.inject({ method: 'POST', url: '/api/admin/remotes/customer/releases', headers: admin, payload: { version, gitCommit, buildMs: 12345 } });

/** What the release command does: the files into storage, then the record through the API; the answer and the version. */
async function publish(options: BuildOptions = {}) {
  const release = build(options);
  await uploadRelease(ctx.app.storage, 'customer', release);
  return Object.assign(await record(release.version), { version: release.version });
}
const act = (action: 'promote' | 'rollback' | 'canary', payload: object = {}) => ctx.app.inject({ method: 'POST', url: `/api/admin/remotes/customer/${action}`, headers: admin, payload });
// A browser whose number (99) is under no canary's share.
const registry = async () => (await ctx.app.inject({ url: '/remotes.json', headers: { cookie: 'sd-canary=99' } })).json();
/** A page view of a browser of this number (each from an address of its own): the registry it gets (with the ticket of a canary it was given). */
const view = async (bucket: number) => (await ctx.app.inject({ url: '/remotes.json', headers: { cookie: `sd-canary=${bucket}` }, remoteAddress: freshAddress() })).json();
/** The shell's report of a failed customer area, with the ticket of its page view (or a forged one, or none). */
const beacon = (ticket?: string, extra: { remote?: string; cookie?: string } = {}) =>
  ctx.app.inject({
    method: 'POST', url: '/api/remote-failures', payload: { remote: extra.remote ?? 'customer', ...(ticket === undefined ? {} : { ticket }) },
    headers: extra.cookie ? { cookie: extra.cookie } : {}, remoteAddress: `10.0.0.${Math.floor(Math.random() * 200)}`,
  });
const customer = async () => (await ctx.app.inject({ url: '/api/admin/remotes', headers: admin })).json().data.find((r: { remote: string }) => r.remote === 'customer');
const pageRegistry = async () => JSON.parse(/<script type="application\/json" id="sd-remotes">(.*?)<\/script>/.exec((await ctx.app.inject({ url: '/demo' })).body)![1]!);

// The releases the journey moves between, named by the hash of their files.
const A = build({ text: 'A' }).version;
const B = build({ text: 'B' }).version;
const C = build({ text: 'throws' }).version;

describe('releases of a remote', () => {
  it('refuses a build requiring a React major the shell does not provide, naming both versions; the registry does not change', async () => {
    const before = await registry();
    const refused = await publish({ react: '18.3.1' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0]).toContain('react: the release requires 18.3.1 (^18.3.1) but the shell provides 19.3.1 (the shell accepts ^19.3.1');
    expect(refused.json().errors[0]).toContain('react-dom: the release requires 18.3.1');
    expect(await registry()).toEqual(before);
    expect((await customer()).releases).toEqual([]);
    // Its files, in storage, are not served.
    expect((await ctx.app.inject({ url: `/releases/customer/${refused.version}/remoteEntry.js` })).statusCode).toBe(404);
    // Another remote's build under this name, and files that are not in storage, are refused too.
    expect((await publish({ name: 'studioAdmin' })).json().errors[0]).toContain('The build is the remote "studioAdmin", not "customer".');
    // A build made with another federation runtime than the shell's (it would run on the shell's).
    expect((await publish({ runtime: '2.10.0' })).json().errors[0]).toContain('built with the federation runtime 2.10.0 but the shell provides 2.9.2');
    const missing = await ctx.app.inject({ method: 'POST', url: '/api/admin/remotes/customer/releases', headers: admin, payload: { version: '3333333333333333', gitCommit: 'abc1234', buildMs: 1 } });
    expect(missing.json().errors).toEqual(['The files of this release are not in storage: publish it with npm run release first.']);
  });

  it('promotes and rolls back live: the registry, the page and the Remotes list follow, and say who did it', async () => {
    expect((await publish({ text: 'A' })).statusCode).toBe(200);
    expect((await publish({ text: 'A' })).statusCode).toBe(200); // the same content twice is one release
    expect((await publish({ text: 'B' })).statusCode).toBe(200);
    const listed = await customer();
    expect(listed.releases.map((r: { version: string }) => r.version)).toEqual([B, A]);
    expect(listed.releases[0]).toMatchObject({ gitCommit: 'abc1234', buildMs: 12345, publishedBy: 'admin@shutterday.test', requires: ['react@^19.3.1', 'react-dom@^19.3.1', '@shutterday/domain@^0.1.0'] });
    expect(listed.live).toBeNull();
    expect((await registry()).customer).toBe('/remotes/customer/mf-manifest.json');

    await act('promote', { version: A });
    await act('promote', { version: B });
    expect((await registry()).customer).toBe(`/releases/customer/${B}/mf-manifest.json`);
    expect((await pageRegistry()).customer).toBe(`/releases/customer/${B}/mf-manifest.json`);
    expect((await act('promote', { version: B })).json().errors).toEqual([`Release ${B} is already live.`]);

    // Its files: the manifest revalidated, everything else cached for good.
    const file = await ctx.app.inject({ url: `/releases/customer/${B}/remoteEntry.js` });
    expect(file.body).toBe('/* B */');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await ctx.app.inject({ url: `/releases/customer/${B}/mf-manifest.json` })).headers['cache-control']).toBe('no-cache');
    expect((await ctx.app.inject({ url: `/releases/customer/${B}/nothing.js` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `/releases/customer/${B}/..%2F..%2Fsecret` })).statusCode).toBe(400);

    const back = await act('rollback');
    expect(back.statusCode).toBe(200);
    expect((await registry()).customer).toBe(`/releases/customer/${A}/mf-manifest.json`);
    await act('rollback');
    expect((await registry()).customer).toBe('/remotes/customer/mf-manifest.json');
    expect((await act('rollback')).json().errors).toEqual(['There is no earlier release to roll back to.']);
    const history = (await customer()).history;
    expect(history.slice(0, 4).map((e: { action: string; version: string | null; by: string }) => [e.action, e.version, e.by])).toEqual([
      ['rollback', null, 'admin@shutterday.test'],
      ['rollback', A, 'admin@shutterday.test'],
      ['promote', B, 'admin@shutterday.test'],
      ['promote', A, 'admin@shutterday.test'],
    ]);
    await act('promote', { version: A });
  });

  it('a canary whose App fails is rolled back by itself past the threshold, and the system administrator is told', async () => {
    expect((await publish({ text: 'throws' })).statusCode).toBe(200);
    // A browser's side is drawn once into a cookie: under the share it gets the canary, else the live release.
    const page = await ctx.app.inject({ url: '/demo' });
    expect(String(page.headers['set-cookie'])).toMatch(/^sd-canary=\d{1,2}; Path=\/; Max-Age=31536000; SameSite=Lax$/);
    await act('canary', { version: C, percent: 30 });
    expect((await registry()).canary).toEqual({ customer: { entry: `/releases/customer/${C}/mf-manifest.json`, percent: 30 } });

    const first = await view(29);
    expect(first.customer).toBe(`/releases/customer/${C}/mf-manifest.json`);
    expect(first.tickets.customer).toMatch(new RegExp(`^${C}\\.`));
    const live = await view(30);
    expect(live.customer).toBe(`/releases/customer/${A}/mf-manifest.json`);
    expect(live.tickets).toBeUndefined();
    expect((await ctx.app.inject({ url: '/remotes.json', headers: { cookie: 'sd-canary=55' } })).headers['set-cookie']).toBeUndefined();

    // Failures of browsers on the live release's side (no ticket) count against no canary.
    expect((await beacon()).statusCode).toBe(204);
    // Each page view given the canary is a visit; 5 of them report their failure (one of them twice).
    const tickets = [first.tickets.customer as string];
    for (let visit = 1; visit < 19; visit++) tickets.push((await view(visit % 29)).tickets.customer);
    for (const ticket of tickets.slice(0, 5)) expect((await beacon(ticket)).statusCode).toBe(204);
    await beacon(tickets[0]);
    // 5 failures, but only 19 visits: not judged yet.
    expect((await customer()).canary).toEqual({ version: C, percent: 30, visits: 19, failures: 5 });
    await view(3);

    const after = await customer();
    expect(after.canary).toBeNull();
    expect(after.live).toBe(A);
    expect(after.history[0]).toMatchObject({ action: 'canary-rolled-back', version: C, previousVersion: A, by: 'automatic', note: '5 failures in 20 visits (threshold 20% over at least 20)' });
    expect((await registry()).canary).toBeUndefined();
    expect((await registry()).customer).toBe(`/releases/customer/${A}/mf-manifest.json`);
    const [mail] = await ctx.db.select().from(mailLog).orderBy(desc(mailLog.id)).limit(1);
    expect(mail).toMatchObject({ to: 'admin@shutterday.test', subject: `Shutterday: the customer canary ${C} was rolled back` });
  });

  it('a canary below the threshold stays, is stopped by Roll back, and is promoted by Promote', async () => {
    await act('canary', { version: C, percent: 10 });
    for (let visit = 0; visit < 25; visit++) await view(5);
    expect((await customer()).canary).toMatchObject({ visits: 25, failures: 0 });
    await act('rollback');
    expect((await customer()).canary).toBeNull();
    expect((await customer()).history[0]).toMatchObject({ action: 'canary-stopped', version: C });
    await act('canary', { version: C, percent: 10 });
    await act('promote', { version: C });
    expect((await registry())).toMatchObject({ customer: `/releases/customer/${C}/mf-manifest.json` });
    expect((await customer()).history[0]).toMatchObject({ action: 'canary-promoted', version: C, previousVersion: A });
  });

  it('strangers cannot stop a healthy canary: manifest requests are no visits, reports without a page view of it count nothing', async () => {
    await act('canary', { version: B, percent: 10 });
    const secret = ctx.app.config.jwtSecret;
    // 20 anonymous manifest requests, then 4 forged reports: the attack that used to roll it back.
    for (let request = 0; request < 20; request++) expect((await ctx.app.inject({ url: `/releases/customer/${B}/mf-manifest.json` })).statusCode).toBe(200);
    // Each also claims the canary's side with its cookie, as the attack did.
    const cookie = 'sd-canary=0';
    const forged = [
      beacon(undefined, { cookie }), // no ticket at all
      beacon(`${B}.AAAAAAAAAAAA.9999999999.${'A'.repeat(43)}`, { cookie }), // a ticket the server never signed
      beacon(canaryTicket(secret, 'customer', B, Date.now() - 31 * 60 * 1000), { cookie }), // expired
      beacon(canaryTicket(secret, 'customer', C), { cookie }), // a page view of another release
    ];
    for (const answer of await Promise.all(forged)) expect(answer.statusCode).toBe(204);
    // A real page view's ticket sent as another remote's failure is not its ticket either.
    const real = (await view(0)).tickets.customer as string;
    expect((await beacon(real, { remote: 'studioAdmin' })).statusCode).toBe(204);
    expect((await customer()).canary).toEqual({ version: B, percent: 10, visits: 1, failures: 0 });
    // That view's own report counts, once.
    await beacon(real);
    await beacon(real);
    expect((await customer()).canary).toEqual({ version: B, percent: 10, visits: 1, failures: 1 });
    // A report that is not one is refused before it counts.
    expect((await beacon('not a ticket')).statusCode).toBe(400);
    await act('rollback');
  });

  it('refuses a build importing a name the shell’s facade lacks, naming the package and the names; the registry does not change', async () => {
    const before = { registry: await registry(), releases: (await customer()).releases };
    const refused = await publish({ imports: { antd: ['Button', 'Segmented', 'Tour'], '@ant-design/icons': ['CloseOutlined'], 'react-router': ['useBlocker'] } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toEqual([
      'The release is refused: customer imports Segmented, Tour from antd, which the shell’s antd does not provide; upgrade the shell first (build it with those names and restart the server). ' +
        'customer imports useBlocker from react-router, which the shell’s react-router does not provide; upgrade the shell first (build it with those names and restart the server).',
    ]);
    expect(await registry()).toEqual(before.registry);
    expect((await customer()).releases).toEqual(before.releases);
    expect((await ctx.app.inject({ url: `/releases/customer/${refused.version}/remoteEntry.js` })).statusCode).toBe(404);
    // A build without the list, or with one that is not, cannot be checked: refused too.
    expect((await publish({ imports: null })).json().errors).toEqual([
      'The release has no facade-names.json (the names it imports from antd, its icons and the router), so it cannot be checked against the shell: build it again with npm run release.',
    ]);
    const bad = build({ imports: null });
    bad.files.push({ path: 'facade-names.json', data: Buffer.from('{"provides":{},"imports":{"antd":"Button"}}') });
    const badRelease = { files: bad.files, version: releaseHash(bad.files) };
    await uploadRelease(ctx.app.storage, 'customer', badRelease);
    const malformed = await record(badRelease.version);
    expect(malformed.statusCode).toBe(409);
    expect(malformed.json().errors).toEqual(['This is not a facade-names.json (imports: antd is not a list of at most 5000 names).']);
    expect((await customer()).releases).toEqual(before.releases);

    // Importing only names the shell provides (or from a package it does not share through a facade) passes.
    const accepted = await publish({ imports: { antd: ['Modal', 'Table'], '@ant-design/icons': ['CloseOutlined'], 'jotai/utils': ['atomWithStorage'] } });
    expect(accepted.statusCode).toBe(200);
    expect((await customer()).releases[0]).toMatchObject({ version: accepted.version });
  });

  it('records a release only under the hash of the files storage holds, and one built from a checkout with changes as dirty', async () => {
    const before = (await customer()).releases;
    // A hand-named version: the files of a real build under a made-up name.
    const real = build({ text: 'hand-named' });
    await uploadRelease(ctx.app.storage, 'customer', { files: real.files, version: 'eeeeeeeeeeeeeeee' });
    const handNamed = await record('eeeeeeeeeeeeeeee');
    expect(handNamed.statusCode).toBe(409);
    expect(handNamed.json().errors).toEqual([
      `The files in storage under eeeeeeeeeeeeeeee hash to ${real.version}: a release's version is the hash of its files, so a hand-named version or a file changed after upload is refused. Publish it again with npm run release.`,
    ]);
    // A file changed in storage after the upload.
    const changed = build({ text: 'changed after upload' });
    await uploadRelease(ctx.app.storage, 'customer', changed);
    await ctx.app.storage.put(`releases/customer/${changed.version}/remoteEntry.js`, Buffer.from('/* changed */'));
    expect((await record(changed.version)).json().errors[0]).toContain(`The files in storage under ${changed.version} hash to `);
    // Files without the list of their hashes cannot be hashed by the server.
    const unlisted = build({ text: 'unlisted' });
    await uploadRelease(ctx.app.storage, 'customer', unlisted);
    await ctx.app.storage.remove(`releases/customer/${unlisted.version}/release-files.json`);
    expect((await record(unlisted.version)).json().errors).toEqual(['The release has no release-files.json (the list of its files), so the server cannot hash it: publish it with npm run release.']);
    expect((await customer()).releases).toEqual(before);

    const dirty = build({ text: 'dirty' });
    await uploadRelease(ctx.app.storage, 'customer', dirty);
    expect((await record(dirty.version, 'abc1234-dirty')).statusCode).toBe(200);
    expect((await customer()).releases[0]).toMatchObject({ version: dirty.version, gitCommit: 'abc1234-dirty' });
  });

  it('never serves a recorded release’s file changed in storage as immutable under the release’s ETag', async () => {
    const release = await publish({ text: 'to be changed' });
    expect(release.statusCode).toBe(200);
    const base = `/releases/customer/${release.version}`;
    await ctx.app.storage.put(`releases/customer/${release.version}/remoteEntry.js`, Buffer.from('/* changed in storage */'));
    const changed = await ctx.app.inject({ url: `${base}/remoteEntry.js`, headers: { 'if-none-match': `"${release.version}"` } });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toBe('/* changed in storage */');
    expect(changed.headers['cache-control']).toBe('no-cache');
    expect(changed.headers.etag).not.toBe(`"${release.version}"`);
    // Its other files are the recorded bytes: cached for good.
    const untouched = await ctx.app.inject({ url: `${base}/facade-names.json` });
    expect(untouched.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(untouched.headers.etag).toBe(`"${release.version}"`);
    // A file put beside them later is none of its files.
    await ctx.app.storage.put(`releases/customer/${release.version}/extra.js`, Buffer.from('/* extra */'));
    expect((await ctx.app.inject({ url: `${base}/extra.js` })).statusCode).toBe(404);
  });

  it('answers 404 for an unknown release, 400 for a malformed one, 403 to a studio administrator', async () => {
    expect((await act('promote', { version: 'dddddddddddddddd' })).json().errors).toEqual(['The customer remote has no release dddddddddddddddd.']);
    expect((await act('promote', { version: 'not-a-version' })).statusCode).toBe(400);
    expect((await act('canary', { version: A, percent: 100 })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/admin/remotes/nobody/rollback', headers: admin, payload: {} })).statusCode).toBe(400);
    const studio = bearer((await loginStudioAdmin(ctx.app)).token);
    expect((await ctx.app.inject({ url: '/api/admin/remotes', headers: studio })).statusCode).toBe(403);
  });
});

describe("a remote team's release token", () => {
  const makeToken = (payload: object, headers = admin) => ctx.app.inject({ method: 'POST', url: '/api/admin/release-tokens', headers, payload });
  const tokenList = async () => (await ctx.app.inject({ url: '/api/admin/release-tokens', headers: admin })).json().data as Array<{ id: number; name: string; lastUsedAt: string | null }>;
  /** What the release command sends with a team's token. */
  const asTeam = (secret: string, remote: string, action: string, payload: object = {}) =>
    ctx.app.inject({ method: 'POST', url: `/api/release/${remote}/${action}`, headers: { authorization: `Bearer ${secret}` }, payload });

  it('is made by a system administrator for one remote, its secret shown once and kept only as its hash; nobody else may make one', async () => {
    const made = await makeToken({ name: '  Customer team CI ', remote: 'customer', mayMove: true });
    expect(made.statusCode).toBe(200);
    const { token, secret } = made.json().data;
    expect(secret).toMatch(/^sdrt_[\w-]{43}$/);
    expect(token).toMatchObject({ name: 'Customer team CI', remote: 'customer', mayMove: true, createdBy: 'admin@shutterday.test', lastUsedAt: null });
    // Listed without its secret; the database holds its SHA-256 only.
    expect(JSON.stringify(await tokenList())).not.toContain(secret.slice(5));
    const rows = await ctx.db.select().from(releaseTokens);
    expect(rows.map((row) => row.secretHash)).toContain(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(secret.slice(5));
    // One name names one team.
    expect((await makeToken({ name: 'customer team ci', remote: 'orgEditor', mayMove: false })).json().errors).toEqual([RELEASE_TOKEN_MESSAGES.nameTaken]);
    expect((await makeToken({ name: 'x'.repeat(61), remote: 'customer', mayMove: false })).statusCode).toBe(400);
    expect((await makeToken({ name: 'A team', remote: 'shell', mayMove: false })).statusCode).toBe(400);
    const studio = bearer((await loginStudioAdmin(ctx.app)).token);
    expect((await makeToken({ name: 'A studio team', remote: 'customer', mayMove: true }, studio)).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/admin/release-tokens', headers: studio })).statusCode).toBe(403);
  });

  it('publishes, canaries, promotes and rolls back its own remote without a sign-in, and every deploy record names it', async () => {
    const { secret } = (await makeToken({ name: 'Customer squad', remote: 'customer', mayMove: true })).json().data;
    const release = build({ text: 'shipped by the customer squad' });
    await uploadRelease(ctx.app.storage, 'customer', release);
    const published = await asTeam(secret, 'customer', 'releases', { version: release.version, gitCommit: 'abc1234', buildMs: 900 });
    expect(published.statusCode).toBe(200);
    // The answer is its own remote's overview only.
    expect(published.json().data.remote).toBe('customer');
    expect(published.json().data.releases[0]).toMatchObject({ version: release.version, publishedBy: 'Customer squad' });
    expect((await asTeam(secret, 'customer', 'canary', { version: release.version, percent: 10 })).statusCode).toBe(200);
    expect((await asTeam(secret, 'customer', 'promote', { version: release.version })).json().data.live).toBe(release.version);
    expect((await asTeam(secret, 'customer', 'rollback')).statusCode).toBe(200);
    const history = (await customer()).history.slice(0, 3);
    expect(history.map((event: { action: string; by: string }) => `${event.action} by ${event.by}`)).toEqual(['rollback by Customer squad', 'canary-promoted by Customer squad', 'canary by Customer squad']);
    expect((await tokenList()).find((token) => token.name === 'Customer squad')!.lastUsedAt).not.toBeNull();
  });

  it('is refused another remote, a move it was not allowed, every other API, and everything once revoked', async () => {
    const made = (await makeToken({ name: 'Studio admin team', remote: 'studioAdmin', mayMove: false })).json().data;
    const secret: string = made.secret;
    // Publishing its own remote reaches the release (none is in storage under this version).
    expect((await asTeam(secret, 'studioAdmin', 'releases', { version: 'eeeeeeeeeeeeeeee', gitCommit: 'abc1234', buildMs: 1 })).json().errors).toEqual([RELEASE_MESSAGES.notInStorage]);
    const other = await asTeam(secret, 'customer', 'releases', { version: 'eeeeeeeeeeeeeeee', gitCommit: 'abc1234', buildMs: 1 });
    expect([other.statusCode, other.json().errors]).toEqual([403, [RELEASE_TOKEN_MESSAGES.otherRemote('studioAdmin')]]);
    for (const action of ['promote', 'canary', 'rollback']) {
      const moved = await asTeam(secret, 'studioAdmin', action, { version: A });
      expect([action, moved.statusCode, moved.json().errors]).toEqual([action, 403, [RELEASE_TOKEN_MESSAGES.mayNotMove]]);
    }
    const authorization = `Bearer ${secret}`;
    for (const url of ['/api/admin/remotes', '/api/admin/release-tokens', '/api/account/profile', '/api/v3/workflows']) {
      expect([url, (await ctx.app.inject({ url, headers: { authorization } })).statusCode]).toEqual([url, 401]);
    }
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/admin/release-tokens/${made.token.id}`, headers: admin })).statusCode).toBe(204);
    expect((await asTeam(secret, 'studioAdmin', 'releases', { version: 'eeeeeeeeeeeeeeee', gitCommit: 'abc1234', buildMs: 1 })).statusCode).toBe(401);
    expect((await tokenList()).map((token) => token.name)).not.toContain('Studio admin team');
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/admin/release-tokens/${made.token.id}`, headers: admin })).statusCode).toBe(404);
    // Its name is free again.
    expect((await makeToken({ name: 'Studio admin team', remote: 'studioAdmin', mayMove: false })).statusCode).toBe(200);
  });
});

describe('the health watch after a promote', () => {
  const attention = async () => (await ctx.app.inject({ url: '/api/admin/attention', headers: admin })).json().data.rolledBackReleases;
  const watchMails = async (version: string) => (await ctx.db.select().from(mailLog)).filter((mail) => mail.subject === `Shutterday: the customer release ${version} was rolled back by the health watch`);
  /**
   * A page load of the customer pages by a browser on no canary's side, each from an address of its own (one
   * address counts at most CANARY_VIEWS_PER_CLIENT views): its registry, with the ticket of the live release under watch.
   */
  const pageLoad = async (path = '/demo', remoteAddress = freshAddress()) =>
    JSON.parse(/<script type="application\/json" id="sd-remotes">(.*?)<\/script>/.exec((await ctx.app.inject({ url: path, headers: { cookie: 'sd-canary=99' }, remoteAddress })).body)![1]!);

  it('rolls a promoted release whose page views fail back to the one live before it, by itself, once; the admin home and the administrators are told', async () => {
    const good = (await publish({ text: 'watched, works' })).version;
    await act('promote', { version: good });
    const failing = (await publish({ text: 'watched, throws on load' })).version;
    const promoted = await act('promote', { version: failing });
    const watch = promoted.json().data.find((row: { remote: string }) => row.remote === 'customer').watch;
    expect(watch).toMatchObject({ version: failing, visits: 0, failures: 0 });
    // Watched for RELEASE_WATCH_MINUTES (30 by default) from the promote.
    expect(Date.parse(watch.until) - Date.now()).toBeGreaterThan(29 * 60_000);

    // Each page load of the customer pages is a visit with its signed ticket; the shell's own pages are none.
    await pageLoad('/login');
    const tickets: string[] = [];
    for (let visit = 0; visit < 19; visit++) tickets.push((await pageLoad()).tickets.customer);
    expect(tickets[0]).toMatch(new RegExp(`^${failing}\\.`));
    for (const ticket of tickets.slice(0, 4)) expect((await beacon(ticket)).statusCode).toBe(204);
    // 4 failures in 19 visits: not judged yet.
    expect((await customer()).watch).toMatchObject({ version: failing, visits: 19, failures: 4 });
    expect((await customer()).live).toBe(failing);
    await pageLoad();

    const after = await customer();
    expect(after.live).toBe(good);
    expect(after.watch).toBeNull();
    expect(after.history[0]).toMatchObject({ action: 'watch-rolled-back', version: good, previousVersion: failing, by: 'automatic', note: '4 failures in 20 visits (threshold 20% over at least 20)' });
    expect((await registry()).customer).toBe(`/releases/customer/${good}/mf-manifest.json`);
    // More reports of its page views change nothing more: one rollback, one e-mail per administrator.
    for (const ticket of tickets.slice(4, 10)) await beacon(ticket);
    expect((await customer()).live).toBe(good);
    expect((await watchMails(failing)).map((mail) => mail.to)).toEqual(['admin@shutterday.test']);
    expect((await customer()).history.filter((event: { action: string }) => event.action === 'watch-rolled-back')).toHaveLength(1);
    // The admin home's "Needs attention" says so until someone moves the remote again.
    expect(await attention()).toEqual([expect.objectContaining({ remote: 'customer', action: 'watch-rolled-back', version: failing })]);
    await act('promote', { version: failing });
    expect(await attention()).toEqual([]);
    await act('rollback');
  });

  it('leaves a healthy promoted release live, and forged reports or pages outside its area move nothing', async () => {
    const healthy = (await publish({ text: 'watched, healthy' })).version;
    await act('promote', { version: healthy });
    const tickets: string[] = [];
    for (let visit = 0; visit < 25; visit++) tickets.push((await pageLoad()).tickets.customer);
    // A few real failures (under a fifth), the same ticket twice, and forged reports.
    for (const ticket of [tickets[0]!, tickets[0]!, tickets[1]!, tickets[2]!]) await beacon(ticket);
    const secret = ctx.app.config.jwtSecret;
    await beacon();
    await beacon(`${healthy}.AAAAAAAAAAAA.9999999999.${'A'.repeat(43)}`);
    await beacon(canaryTicket(secret, 'customer', healthy, Date.now() - 31 * 60 * 1000));
    await beacon(tickets[3], { remote: 'studioAdmin' });
    // Pages of the other areas and the shell's own are no visits of the customer pages, nor is a bare read of the registry.
    for (const path of ['/login', '/admin', '/admin/studios/1/orders']) await pageLoad(path);
    expect((await registry()).tickets).toBeUndefined();
    const after = await customer();
    expect(after.live).toBe(healthy);
    expect(after.watch).toMatchObject({ version: healthy, visits: 25, failures: 3 });
    expect(after.history[0]).toMatchObject({ action: 'promote', version: healthy });
    expect(await watchMails(healthy)).toEqual([]);
    // A flood of page loads from one address counts its share only, and its loads past it carry no ticket.
    const flood = [];
    for (let visit = 0; visit < 12; visit++) flood.push((await pageLoad('/demo', '10.9.9.9')).tickets?.customer);
    expect(flood.filter(Boolean)).toHaveLength(CANARY_VIEWS_PER_CLIENT);
    expect((await customer()).watch).toMatchObject({ visits: 25 + CANARY_VIEWS_PER_CLIENT });
  });

  it('ends when its time is up: page views then carry no ticket and failures count nothing', async () => {
    await ctx.db.update(remoteDeployments).set({ watchUntil: new Date(Date.now() - 1000) });
    const view = await pageLoad();
    expect(view.tickets).toBeUndefined();
    expect((await customer()).watch).toBeNull();
  });
});
