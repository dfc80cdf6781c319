import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, type TestContext } from '../../../test-support/app';
import { bearer, loginSystemAdmin } from '../../../test-support/auth';
import { releaseHash, uploadRelease } from '../services/release-files';

const CDN = 'https://cdn.example/customer/v42/mf-manifest.json';
const react = [{ name: 'react', version: '19.3.1', requiredVersion: '19.3.1', singleton: true }];
const facadeNames = JSON.stringify({ provides: { antd: ['Button'] }, imports: { antd: ['Button'] } });
const manifest = (name: string) => ({ id: name, name, metaData: { remoteEntry: { name: 'remoteEntry.js' }, pluginVersion: '2.9.2' }, shared: react, remotes: [], exposes: [{ path: './App' }] });

const appRoot = mkdtempSync(join(tmpdir(), 'shutterday-fixed-'));
mkdirSync(join(appRoot, 'shell', 'dist'), { recursive: true });
writeFileSync(join(appRoot, 'shell', 'dist', 'mf-manifest.json'), JSON.stringify(manifest('shell')));
writeFileSync(join(appRoot, 'shell', 'dist', 'facade-names.json'), facadeNames);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ appRoot, env: { REMOTES_JSON: JSON.stringify({ customer: CDN }) } });
});
afterAll(() => ctx.close());

test('a remote REMOTES_JSON names stays where the configuration says, whatever release is promoted; the others follow their releases', async () => {
  const admin = bearer((await loginSystemAdmin(ctx.app)).token);
  const versions: Record<string, string> = {};
  for (const remote of ['customer', 'orgEditor']) {
    const files = [
      { path: 'mf-manifest.json', data: Buffer.from(JSON.stringify(manifest(remote))) },
      { path: 'remoteEntry.js', data: Buffer.from('/* entry */') },
      { path: 'facade-names.json', data: Buffer.from(facadeNames) },
    ];
    const version = (versions[remote] = releaseHash(files));
    await uploadRelease(ctx.app.storage, remote, { version, files });
    const recorded = await ctx.app.inject({ method: 'POST', url: `/api/admin/remotes/${remote}/releases`, headers: admin, payload: { version, gitCommit: 'unknown', buildMs: 0 } });
    expect(recorded.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/admin/remotes/${remote}/promote`, headers: admin, payload: { version } })).statusCode).toBe(200);
  }
  const registry = (await ctx.app.inject({ url: '/remotes.json' })).json();
  expect(registry.customer).toBe(CDN);
  expect(registry.orgEditor).toBe(`/releases/orgEditor/${versions.orgEditor}/mf-manifest.json`);
  const overview = (await ctx.app.inject({ url: '/api/admin/remotes', headers: admin })).json().data;
  expect(overview.find((r: { remote: string }) => r.remote === 'customer')).toMatchObject({ fixed: true, live: versions.customer, entry: CDN });
  expect(overview.find((r: { remote: string }) => r.remote === 'orgEditor')).toMatchObject({ fixed: false, live: versions.orgEditor });
});
