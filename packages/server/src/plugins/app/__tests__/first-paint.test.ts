import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { eq } from 'drizzle-orm';
import { jobs, studios } from '../../../db/schema';
import { DEMO } from '../../../seed/demo-constants';
import { createTestApp, type TestContext } from '../../../test-support/app';
import { LINCOLN } from '../../../test-support/ordering';

const SHELL_HTML = '<!doctype html><html><head><title>Shutterday</title></head><body><div id="root"></div></body></html>';
const MANIFEST = { name: 'customer', metaData: { remoteEntry: { name: 'remoteEntry.js' } }, exposes: [{ assets: { js: { sync: ['app.1a2b3c4d.js'] }, css: { sync: ['app.5e6f7a8b.css'] } } }] };
// The shape the customer remote's build writes (mfe-customer/src/app/first-paint/first-paint-templates.ts).
const TEMPLATES = {
  layout: '<div id="sd-first-paint"><a href="{{studioHome}}">{{brandMark}}<span>{{studioName}}</span></a><main>{{page}}</main></div>',
  brandMarks: { logo: '<img src="{{logoUrl}}" alt="">', initial: '<span class="initial">{{studioInitial}}</span>' },
  pages: [
    { path: '', html: '<h1>{{studioName}}</h1>' },
    { path: ':jobId/cart', html: '<h1>Your cart<span>{{jobName}}</span></h1>' },
  ],
};

function appRootWith(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'shutterday-first-paint-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}

let appRoot: string;
let ctx: TestContext;
beforeAll(async () => {
  appRoot = appRootWith({
    'shell/dist/index.html': SHELL_HTML,
    'mfe-customer/dist/mf-manifest.json': JSON.stringify(MANIFEST),
    'mfe-customer/dist/first-paint.json': JSON.stringify(TEMPLATES),
  });
  ctx = await createTestApp({ appRoot });
});
afterAll(async () => {
  await ctx.close();
  rmSync(appRoot, { recursive: true, force: true });
});

const page = async (url: string) => (await ctx.app.inject({ url, headers: { 'accept-encoding': 'identity' } })).body;
const firstPaint = (html: string) => /<div id="sd-first-paint">.*?<\/main><\/div>/.exec(html)?.[0] ?? null;
const rename = (name: string) => ctx.db.update(studios).set({ name }).where(eq(studios.slug, DEMO.studio.slug));

describe('the first paint of a customer page', () => {
  afterEach(() => rename(DEMO.studio.name));

  it('is the page template filled with the studio and the job of the URL, just before the root, with the styles it needs', async () => {
    const [job] = await ctx.db.select({ name: jobs.name }).from(jobs).where(eq(jobs.id, LINCOLN));
    const html = await page(`/demo/${LINCOLN}/cart`);
    expect(firstPaint(html)).toBe(
      `<div id="sd-first-paint"><a href="/demo"><span class="initial">D</span><span>Demo Photo Co</span></a><main><h1>Your cart<span>${job!.name}</span></h1></main></div>`,
    );
    expect(html.indexOf('<div id="sd-first-paint">')).toBeLessThan(html.indexOf('<div id="root">'));
    // Drawing it needs the remote's stylesheet: a blocking link, no longer a preload.
    expect(html).toContain('<link rel="stylesheet" href="/remotes/customer/app.5e6f7a8b.css">');
    expect(html).not.toContain('as="style"');
    expect(firstPaint(await page('/demo'))).toContain('<main><h1>Demo Photo Co</h1></main>');
  });

  it('escapes what a studio typed, and never reads a filled value again as a slot', async () => {
    await rename('<script>alert("x")</script> & {{page}}');
    const paint = firstPaint(await page('/demo'))!;
    expect(paint).toContain('<span>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; {{page}}</span>');
    expect(paint).toContain('<span class="initial">&lt;</span>');
    expect(paint).not.toContain('<script>');
  });

  it.each([
    ['a page without a template', `/demo/${LINCOLN}/checkout`],
    ['an unknown studio', '/nostudio'],
    ['an unknown job', '/demo/999999/cart'],
    ['a job id that is not a number', '/demo/abc/cart'],
    ['a shell page', '/login'],
  ])('is left out for %s, whose page renders from the app alone', async (_case, url) => {
    const html = await page(url);
    expect(html).toContain('<div id="root">');
    expect(firstPaint(html)).toBeNull();
  });

  it('is left out for a studio not open for ordering', async () => {
    await ctx.db.update(studios).set({ rspoEnabled: false }).where(eq(studios.slug, DEMO.studio.slug));
    try {
      expect(firstPaint(await page('/demo'))).toBeNull();
    } finally {
      await ctx.db.update(studios).set({ rspoEnabled: true }).where(eq(studios.slug, DEMO.studio.slug));
    }
  });

  it('is left out for a job of another studio', async () => {
    const [other] = await ctx.db.insert(studios).values({ name: 'Other Studio', slug: 'other', rspoEnabled: true, status: 'active' }).returning({ id: studios.id });
    const html = await page(`/other/${LINCOLN}/cart`);
    expect(firstPaint(html)).toBeNull();
    expect(firstPaint(await page('/other'))).toContain('<h1>Other Studio</h1>');
    await ctx.db.delete(studios).where(eq(studios.id, other!.id));
  });
});
