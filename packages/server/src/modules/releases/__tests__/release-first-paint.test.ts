import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { systemAdminTestApp } from '../../../test-support/studio-admin';
import { packRelease, uploadRelease } from '../services/release-files';

/**
 * A live customer release paints first like the hosted build: the page carries the release's own first paint
 * and links the release's stylesheet, so parents never wait for a blank page because a team shipped.
 */
const shared = [{ name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true }];
const manifest = (name: string, css: string) => ({
  id: name, name, shared, remotes: [],
  metaData: { name, remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath: 'auto', pluginVersion: '2.9.2' },
  exposes: [{ id: `${name}:App`, name: 'App', path: './App', assets: { js: { sync: ['app.1a2b3c4d.js'] }, css: { sync: [css] } } }],
});
const facades = JSON.stringify({ provides: { antd: ['Button'] }, imports: {} });
const templates = (heading: string) =>
  JSON.stringify({ layout: '<div id="sd-first-paint"><main>{{page}}</main></div>', brandMarks: { logo: '', initial: '' }, pages: [{ path: '', html: `<h1>${heading} {{studioName}}</h1>` }] });

function folder(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'shutterday-release-paint-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

// The server's own shell and its hosted customer build, whose first paint says "Hosted".
const appRoot = folder({
  'shell/dist/index.html': '<!doctype html><html><head><title>Shutterday</title></head><body><div id="root"></div></body></html>',
  'shell/dist/mf-manifest.json': JSON.stringify(manifest('shell', 'shell.css')),
  'shell/dist/facade-names.json': facades,
  'mfe-customer/dist/mf-manifest.json': JSON.stringify(manifest('customer', 'app.00000000.css')),
  'mfe-customer/dist/first-paint.json': templates('Hosted'),
});
// A team's build of the customer remote whose first paint says "Released".
const released = packRelease(folder({
  'mf-manifest.json': JSON.stringify(manifest('customer', 'app.5e6f7a8b.css')),
  'facade-names.json': facades,
  'remoteEntry.js': '/* released */',
  'first-paint.json': templates('Released'),
}));

const session = systemAdminTestApp({ appRoot });
beforeAll(async () => {
  await uploadRelease(session.ctx.app.storage, 'customer', released);
  const recorded = await session.call('POST', '/api/admin/remotes/customer/releases', { version: released.version, gitCommit: 'abc1234', buildMs: 1000 });
  expect(recorded.statusCode).toBe(200);
});
afterAll(() => rmSync(appRoot, { recursive: true, force: true }));

const move = async (action: 'promote' | 'rollback' | 'canary', payload: object = {}) =>
  expect((await session.call('POST', `/api/admin/remotes/customer/${action}`, payload)).statusCode).toBe(200);
/** The studio's home page for a browser of this canary number. */
const page = async (bucket = 99) => (await session.ctx.app.inject({ url: '/demo', headers: { 'accept-encoding': 'identity', cookie: `sd-canary=${bucket}` } })).body;
const heading = (html: string) => /<div id="sd-first-paint"><main><h1>(.*?)<\/h1>/.exec(html)?.[1] ?? null;
const base = `/releases/customer/${released.version}/`;

describe('a customer release', () => {
  it('promoted, paints its own first paint with its stylesheet linked, and its files preloaded', async () => {
    expect(heading(await page())).toBe('Hosted Demo Photo Co');
    await move('promote', { version: released.version });
    const html = await page();
    expect(heading(html)).toBe('Released Demo Photo Co');
    expect(html).toContain(`<link rel="stylesheet" href="${base}app.5e6f7a8b.css">`);
    expect(html).toContain(`<link rel="preload" as="script" href="${base}remoteEntry.js">`);
    expect(html).toContain(`<link rel="preload" as="script" href="${base}app.1a2b3c4d.js">`);
    expect(html).not.toContain('/remotes/customer/app.00000000.css');
    await move('rollback');
    expect(heading(await page())).toBe('Hosted Demo Photo Co');
  });

  it('on a canary, paints its first paint for the browsers it is given to only', async () => {
    await move('canary', { version: released.version, percent: 10 });
    try {
      expect(heading(await page(3))).toBe('Released Demo Photo Co');
      expect(heading(await page(99))).toBe('Hosted Demo Photo Co');
    } finally {
      await move('rollback');
    }
  });

  it('whose first paint in storage is no longer the recorded bytes paints none: the page renders from the app alone', async () => {
    const tampered = packRelease(folder({
      'mf-manifest.json': JSON.stringify(manifest('customer', 'app.99999999.css')),
      'facade-names.json': facades,
      'remoteEntry.js': '/* tampered */',
      'first-paint.json': templates('Tampered'),
    }));
    await uploadRelease(session.ctx.app.storage, 'customer', tampered);
    await session.call('POST', '/api/admin/remotes/customer/releases', { version: tampered.version, gitCommit: 'abc1234', buildMs: 1000 });
    await session.ctx.app.storage.put(`releases/customer/${tampered.version}/first-paint.json`, Buffer.from(templates('<script>x</script>')));
    await move('promote', { version: tampered.version });
    try {
      const html = await page();
      expect(heading(html)).toBeNull();
      expect(html).not.toContain('<script>x</script>');
      expect(html).toContain('<div id="root">');
      // Its own files are still what the page preloads (as a preload: no first paint needs them drawn).
      expect(html).toContain(`<link rel="preload" as="style" href="/releases/customer/${tampered.version}/app.99999999.css">`);
    } finally {
      await move('rollback');
    }
  });
});
