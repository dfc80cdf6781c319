import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createTestApp, type TestContext } from '../../../test-support/app';

const SHELL_HTML = '<!doctype html><html><head><title>Shutterday</title></head><body><div id="root"></div></body></html>';
const CUSTOMER_MANIFEST = {
  name: 'customer',
  metaData: { remoteEntry: { name: 'remoteEntry.js' } },
  exposes: [{ assets: { js: { sync: ['5.b0e02271.js', '__federation_expose_App.9b9dae6f.js'] }, css: { sync: ['__federation_expose_App.366bc2b9.css'] } } }],
};

function fakeAppRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'shutterday-apps-'));
  const files: Record<string, string> = {
    'shell/dist/index.html': SHELL_HTML,
    'shell/dist/main.3f9a1c2b4d5e.js': 'console.log("shell")',
    'shell/dist/favicon.svg': '<svg/>',
    'mfe-customer/dist/mf-manifest.json': JSON.stringify(CUSTOMER_MANIFEST),
    'mfe-customer/dist/remoteEntry.js': 'var customer;',
    'mfe-customer/dist/static/js/312.a1b2c3d4e5f6.js': 'chunk()',
    'mfe-studio-admin/dist/mf-manifest.json': '{"name":"studioAdmin"}',
    // A remote's own page (its build writes one for running alone).
    'mfe-customer/dist/index.html': '<!doctype html><html><head><title>Customer</title></head><body><div id="root"></div></body></html>',
  };
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  // What the production build writes beside each text asset.
  for (const path of ['shell/dist/index.html', 'shell/dist/main.3f9a1c2b4d5e.js', 'mfe-customer/dist/remoteEntry.js', 'mfe-customer/dist/index.html']) {
    writeFileSync(join(root, `${path}.br`), brotliCompressSync(files[path]!));
    writeFileSync(join(root, `${path}.gz`), gzipSync(files[path]!));
  }
  return root;
}

let appRoot: string;
let ctx: TestContext;
beforeAll(async () => {
  appRoot = fakeAppRoot();
  ctx = await createTestApp({ appRoot });
});
afterAll(async () => {
  await ctx.close();
  rmSync(appRoot, { recursive: true, force: true });
});

const get = (url: string) => ctx.app.inject({ url });

/** The registry block and the preload hints of a page, as a parent's browser reads them. */
function head(html: string) {
  const registry = /<script type="application\/json" id="sd-remotes">(.*?)<\/script>/.exec(html)?.[1];
  const preloads = [...html.matchAll(/<link rel="preload" as="(\w+)"(?: crossorigin="anonymous")? href="([^"]+)">/g)].map(([, as, href]) => `${as} ${href}`);
  return { registry: registry === undefined ? undefined : (JSON.parse(registry) as unknown), preloads };
}

describe('the shell page of a customer URL', () => {
  it('carries the remote registry and starts the studio, the customer manifest, entry and page files at once', async () => {
    const page = head((await get('/demo/1/search?x=1')).body);
    expect(page.registry).toEqual((await get('/remotes.json')).json());
    expect(page.preloads).toEqual([
      'fetch /api/customer/studios/demo',
      'fetch /remotes/customer/mf-manifest.json',
      'script /remotes/customer/remoteEntry.js',
      'script /remotes/customer/5.b0e02271.js',
      'script /remotes/customer/__federation_expose_App.9b9dae6f.js',
      'style /remotes/customer/__federation_expose_App.366bc2b9.css',
    ]);
  });

  it.each(['/login', '/admin/studios/1/jobs', '/maintenance'])('%s gets the registry but no customer preload', async (url) => {
    const page = head((await get(url)).body);
    expect(page.registry).toHaveProperty('customer');
    expect(page.preloads).toEqual([]);
  });
});

describe('every HTML answer', () => {
  const ways = ['/', '/index.html', '/demo/1/search', '/admin/studios/1/jobs/2/settings', '/no/such/page', '/remotes/customer/index.html'].flatMap((url) =>
    [undefined, 'gzip', 'br', 'gzip, deflate, br'].map((encoding) => [url, encoding] as const));

  it.each(ways)('%s (accept-encoding %s) carries the policy, nosniff, no framing and no referrer', async (url, encoding) => {
    const response = await ctx.app.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('serves the precompressed copy it promises (so the headers above were checked on it)', async () => {
    for (const url of ['/', '/index.html', '/remotes/customer/index.html']) {
      const response = await ctx.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect([url, response.headers['content-encoding']]).toEqual([url, 'br']);
      expect(brotliDecompressSync(response.rawPayload).toString()).toMatch(/^<!doctype html>/);
    }
  });

  it('keeps the strict policy of the API document', async () => {
    const first = await ctx.app.inject({ url: '/api/docs' });
    const docs = first.statusCode < 300 ? first : await ctx.app.inject({ url: new URL(String(first.headers.location), 'http://x/api/docs/').pathname });
    expect(docs.headers['content-type']).toMatch(/^text\/html/);
    expect(String(docs.headers['content-security-policy'])).toMatch(/^default-src 'self'/);
    expect(String(docs.headers['content-security-policy'])).not.toContain("'unsafe-inline'");
    expect(docs.headers['x-frame-options']).toBe('DENY');
  });
});

describe('remote registry', () => {
  it('names the four remotes, never cached', async () => {
    const response = await get('/remotes.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({
      customer: '/remotes/customer/mf-manifest.json',
      studioAdmin: '/remotes/studioAdmin/mf-manifest.json',
      systemAdmin: '/remotes/systemAdmin/mf-manifest.json',
      orgEditor: '/remotes/orgEditor/mf-manifest.json',
    });
  });

  it('takes REMOTES_JSON as an override, and allows that origin in the CSP', async () => {
    const other = await createTestApp({ appRoot, env: { REMOTES_JSON: JSON.stringify({ customer: 'https://cdn.example.test/customer/v2/mf-manifest.json' }) } });
    try {
      const registry = (await other.app.inject({ url: '/remotes.json' })).json();
      expect(registry.customer).toBe('https://cdn.example.test/customer/v2/mf-manifest.json');
      expect(registry.studioAdmin).toBe('/remotes/studioAdmin/mf-manifest.json');
      const html = await other.app.inject({ url: '/' });
      expect(html.headers['content-security-policy']).toMatch(/script-src 'self' https:\/\/cdn\.example\.test;/);
      expect(html.headers['content-security-policy']).toMatch(/connect-src 'self' https:\/\/cdn\.example\.test;/);
    } finally {
      await other.close();
    }
  });
});

describe('static hosting', () => {
  it('serves the shell page at / with no-cache and a Content-Security-Policy', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(SHELL_HTML);
    expect(response.headers['cache-control']).toBe('no-cache');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each(['/demo', '/admin/studios/1/jobs', '/login', '/demo/1/order/100001'])('falls back to the shell page for the client route %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toMatch(/^<!doctype html><html><head><title>Shutterday<\/title>.*<\/head><body><div id="root"><\/div><\/body><\/html>$/);
    expect(response.headers['content-security-policy']).toBeDefined();
  });

  it('caches content-hashed files for a year and revalidates the rest', async () => {
    expect((await get('/main.3f9a1c2b4d5e.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
  });

  it('serves each remote under /remotes/<name>/ with CORS', async () => {
    const manifest = await get('/remotes/customer/mf-manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect((await get('/remotes/customer/remoteEntry.js')).headers['cache-control']).toBe('no-cache');
    const chunk = await get('/remotes/customer/static/js/312.a1b2c3d4e5f6.js');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers['access-control-allow-origin']).toBe('*');
    expect(chunk.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect((await get('/remotes/studioAdmin/mf-manifest.json')).json()).toEqual({ name: 'studioAdmin' });
  });

  it.each([
    ['br', (body: Buffer) => brotliDecompressSync(body)],
    ['gzip', (body: Buffer) => gunzipSync(body)],
  ] as const)('sends the build\'s %s copy to a browser that accepts it, varying on Accept-Encoding', async (encoding, decode) => {
    for (const url of ['/main.3f9a1c2b4d5e.js', '/remotes/customer/remoteEntry.js', '/', '/demo/1/search']) {
      const response = await ctx.app.inject({ url, headers: { 'accept-encoding': encoding } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(url.endsWith('.js') ? /javascript/ : /text\/html/);
      expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
      expect(decode(response.rawPayload).toString()).toMatch(/shell|customer|<title>Shutterday/);
    }
  });

  it('sends the plain file when no encoding is accepted or the one accepted has q=0', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'br;q=0, gzip;q=0' }]) {
      const page = await ctx.app.inject({ url: '/demo', headers });
      expect(page.headers['content-encoding']).toBeUndefined();
      expect(page.body).toContain('<div id="root"></div>');
    }
    const script = await ctx.app.inject({ url: '/main.3f9a1c2b4d5e.js' });
    expect(script.headers['content-encoding']).toBeUndefined();
    expect(script.body).toBe('console.log("shell")');
  });

  it('answers a missing file with 404, never with the shell page', async () => {
    expect((await get('/remotes/customer/static/js/gone.0000aaaa.js')).statusCode).toBe(404);
    expect((await get('/remotes/systemAdmin/mf-manifest.json')).statusCode).toBe(404);
    expect((await get('/missing.12345678.js')).statusCode).toBe(404);
    const api = await get('/api/unknown');
    expect(api.statusCode).toBe(404);
    expect(api.json().errors).toHaveLength(1);
  });

  it('serves the API document', async () => {
    const response = await get('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.paths['/api/auth/login'].post.requestBody.content['application/json'].schema.required).toEqual(['username', 'password']);
    expect(doc.paths['/api/studioadmin/studios/{studioId}/organizations']).toBeDefined();
  });
});
