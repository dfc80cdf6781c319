import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc } from 'drizzle-orm';
import { mailLog } from '../../../db/schema';
import { createTestApp, type TestContext } from '../../../test-support/app';
import { bearer, loginStudioAdmin, loginSystemAdmin } from '../../../test-support/auth';

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

/** What the release command does: the files into storage, then the record through the API. */
async function publish(version: string, options: { react?: string; runtime?: string; name?: string; text?: string; imports?: Record<string, string[]> | null } = {}) {
  const base = `releases/customer/${version}/`;
  await ctx.app.storage.put(`${base}mf-manifest.json`, Buffer.from(JSON.stringify(manifest(options.name ?? 'customer', options.react ?? '19.3.1', options.runtime))));
  const imports = options.imports === undefined ? { antd: ['Button', 'Table'], 'react-router': ['Link'] } : options.imports;
  if (imports) await ctx.app.storage.put(`${base}facade-names.json`, Buffer.from(JSON.stringify(facadeNames(imports))));
  await ctx.app.storage.put(`${base}remoteEntry.js`, Buffer.from(`/* ${options.text ?? version} */`));
  return ctx.app.inject({ method: 'POST', url: '/api/admin/remotes/customer/releases', headers: admin, payload: { version, gitCommit: 'abc1234', buildMs: 12345 } });
}
const act = (action: 'promote' | 'rollback' | 'canary', payload: object = {}) => ctx.app.inject({ method: 'POST', url: `/api/admin/remotes/customer/${action}`, headers: admin, payload });
const registry = async () => (await ctx.app.inject({ url: '/remotes.json' })).json();
const customer = async () => (await ctx.app.inject({ url: '/api/admin/remotes', headers: admin })).json().data.find((r: { remote: string }) => r.remote === 'customer');
const pageRegistry = async () => JSON.parse(/<script type="application\/json" id="sd-remotes">(.*?)<\/script>/.exec((await ctx.app.inject({ url: '/demo' })).body)![1]!);

const A = 'aaaaaaaaaaaaaaaa';
const B = 'bbbbbbbbbbbbbbbb';
const C = 'cccccccccccccccc';

describe('releases of a remote', () => {
  it('refuses a build requiring a React major the shell does not provide, naming both versions; the registry does not change', async () => {
    const before = await registry();
    const refused = await publish('1111111111111111', { react: '18.3.1' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0]).toContain('react: the release requires 18.3.1 (^18.3.1) but the shell provides 19.3.1.');
    expect(refused.json().errors[0]).toContain('react-dom: the release requires 18.3.1');
    expect(await registry()).toEqual(before);
    expect((await customer()).releases).toEqual([]);
    // Its files, in storage, are not served.
    expect((await ctx.app.inject({ url: '/releases/customer/1111111111111111/remoteEntry.js' })).statusCode).toBe(404);
    // Another remote's build under this name, and files that are not in storage, are refused too.
    expect((await publish('2222222222222222', { name: 'studioAdmin' })).json().errors[0]).toContain('The build is the remote "studioAdmin", not "customer".');
    // A build made with another federation runtime than the shell's (it would run on the shell's).
    expect((await publish('2323232323232323', { runtime: '2.10.0' })).json().errors[0]).toContain('built with the federation runtime 2.10.0 but the shell provides 2.9.2');
    const missing = await ctx.app.inject({ method: 'POST', url: '/api/admin/remotes/customer/releases', headers: admin, payload: { version: '3333333333333333', gitCommit: 'abc1234', buildMs: 1 } });
    expect(missing.json().errors).toEqual(['The files of this release are not in storage: publish it with npm run release first.']);
  });

  it('promotes and rolls back live: the registry, the page and the Remotes list follow, and say who did it', async () => {
    expect((await publish(A)).statusCode).toBe(200);
    expect((await publish(A)).statusCode).toBe(200); // the same content twice is one release
    expect((await publish(B)).statusCode).toBe(200);
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
    expect(file.body).toBe(`/* ${B} */`);
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
    expect((await publish(C, { text: 'throws' })).statusCode).toBe(200);
    await act('canary', { version: C, percent: 30 });
    expect((await registry()).canary).toEqual({ customer: { entry: `/releases/customer/${C}/mf-manifest.json`, percent: 30 } });
    const beacon = (bucket: number | null) =>
      ctx.app.inject({ method: 'POST', url: '/api/remote-failures', payload: { remote: 'customer' }, headers: bucket === null ? {} : { cookie: `other=1; sd-canary=${bucket}` }, remoteAddress: `10.0.0.${Math.floor(Math.random() * 200)}` });

    // A browser's side is drawn once into a cookie: under the share it gets the canary, else the live release.
    const page = await ctx.app.inject({ url: '/demo' });
    expect(String(page.headers['set-cookie'])).toMatch(/^sd-canary=\d{1,2}; Path=\/; Max-Age=31536000; SameSite=Lax$/);
    const side = async (bucket: number) => (await ctx.app.inject({ url: '/remotes.json', headers: { cookie: `sd-canary=${bucket}` } })).json().customer;
    expect(await side(29)).toBe(`/releases/customer/${C}/mf-manifest.json`);
    expect(await side(30)).toBe(`/releases/customer/${A}/mf-manifest.json`);
    expect((await ctx.app.inject({ url: '/remotes.json', headers: { cookie: 'sd-canary=5' } })).headers['set-cookie']).toBeUndefined();

    // Failures of browsers on the live release's side, or without a side, count against no canary.
    expect((await beacon(30)).statusCode).toBe(204);
    expect((await beacon(null)).statusCode).toBe(204);
    for (let visit = 0; visit < 19; visit++) await ctx.app.inject({ url: `/releases/customer/${C}/mf-manifest.json` });
    for (let failure = 0; failure < 5; failure++) await beacon(failure);
    // 5 failures, but only 19 visits: not judged yet.
    expect((await customer()).canary).toEqual({ version: C, percent: 30, visits: 19, failures: 5 });
    await ctx.app.inject({ url: `/releases/customer/${C}/mf-manifest.json` });

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
    for (let visit = 0; visit < 25; visit++) await ctx.app.inject({ url: `/releases/customer/${C}/mf-manifest.json` });
    expect((await customer()).canary).toMatchObject({ visits: 25, failures: 0 });
    await act('rollback');
    expect((await customer()).canary).toBeNull();
    expect((await customer()).history[0]).toMatchObject({ action: 'canary-stopped', version: C });
    await act('canary', { version: C, percent: 10 });
    await act('promote', { version: C });
    expect((await registry())).toMatchObject({ customer: `/releases/customer/${C}/mf-manifest.json` });
    expect((await customer()).history[0]).toMatchObject({ action: 'canary-promoted', version: C, previousVersion: A });
  });

  it('refuses a build importing a name the shell’s facade lacks, naming the package and the names; the registry does not change', async () => {
    const before = { registry: await registry(), releases: (await customer()).releases };
    const refused = await publish('4444444444444444', { imports: { antd: ['Button', 'Segmented', 'Tour'], '@ant-design/icons': ['CloseOutlined'], 'react-router': ['useBlocker'] } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toEqual([
      'The release is refused: customer imports Segmented, Tour from antd, which the shell’s antd does not provide; release the shell first. ' +
        'customer imports useBlocker from react-router, which the shell’s react-router does not provide; release the shell first.',
    ]);
    expect(await registry()).toEqual(before.registry);
    expect((await customer()).releases).toEqual(before.releases);
    expect((await ctx.app.inject({ url: '/releases/customer/4444444444444444/remoteEntry.js' })).statusCode).toBe(404);
    // A build without the list, or with one that is not, cannot be checked: refused too.
    expect((await publish('5555555555555555', { imports: null })).json().errors).toEqual([
      'The release has no facade-names.json (the names it imports from antd, its icons and the router), so it cannot be checked against the shell: build it again with npm run release.',
    ]);
    await ctx.app.storage.put('releases/customer/6666666666666666/facade-names.json', Buffer.from('{"provides":{},"imports":{"antd":"Button"}}'));
    await ctx.app.storage.put('releases/customer/6666666666666666/mf-manifest.json', Buffer.from(JSON.stringify(manifest('customer', '19.3.1'))));
    await ctx.app.storage.put('releases/customer/6666666666666666/remoteEntry.js', Buffer.from('/* */'));
    const malformed = await ctx.app.inject({ method: 'POST', url: '/api/admin/remotes/customer/releases', headers: admin, payload: { version: '6666666666666666', gitCommit: 'abc1234', buildMs: 1 } });
    expect(malformed.statusCode).toBe(409);
    expect(malformed.json().errors).toEqual(['This is not a facade-names.json (imports: antd is not a list of at most 5000 names).']);
    expect((await customer()).releases).toEqual(before.releases);

    // Importing only names the shell provides (or from a package it does not share through a facade) passes.
    const accepted = await publish('7777777777777777', { imports: { antd: ['Modal', 'Table'], '@ant-design/icons': ['CloseOutlined'], 'jotai/utils': ['atomWithStorage'] } });
    expect(accepted.statusCode).toBe(200);
    expect((await customer()).releases[0]).toMatchObject({ version: '7777777777777777' });
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
