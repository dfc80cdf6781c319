import { chromium, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium';
import { log } from './process';

/** Lighthouse's mobile network (simulated slow 4G): 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

/** The requests whose start decides when a parent sees the studio, in the order they used to chain. */
const MILESTONES: { name: string; test: (path: string) => boolean }[] = [
  { name: 'shell main', test: (p) => /^\/main\.[0-9a-f]+\.js$/.test(p) },
  { name: '/remotes.json', test: (p) => p === '/remotes.json' },
  { name: 'customer manifest', test: (p) => p === '/remotes/customer/mf-manifest.json' },
  { name: 'customer remoteEntry', test: (p) => p === '/remotes/customer/remoteEntry.js' },
  { name: 'customer exposed App', test: (p) => /^\/remotes\/customer\/__federation_expose_App\./.test(p) },
  { name: 'studio API', test: (p) => /^\/api\/customer\/studios\/[^/]+$/.test(p) },
];

export interface WaterfallRow {
  name: string;
  /** ms after the navigation started; null when the page made no such request. */
  startMs: number | null;
  endMs: number | null;
  count: number;
}

export interface Waterfall {
  label: string;
  rows: WaterfallRow[];
  /** When the studio's name (the page's h1) was on screen: the server's first paint, when it sent one. */
  headingMs: number;
  /** When the app's own page was on screen (its h1, rendered in the root). */
  appPageMs: number;
}

/**
 * Removes what the server adds to the page (page-head.ts, first-paint.ts): the registry, the hints, the
 * remote's stylesheet and the first paint, i.e. the page as it was before issue 11.
 */
const withoutHeadTags = (html: string) =>
  html
    .replace(/<script type="application\/json" id="sd-remotes">.*?<\/script>/, '')
    .replace(/<link rel="(?:preload|stylesheet)"[^>]*>/g, '')
    .replace(/<style>#sd-first-paint[\s\S]*?(?=<div id="root">)/, '');

async function record(page: Page, url: string): Promise<Omit<Waterfall, 'label'>> {
  const started = Date.now();
  const seen: { path: string; start: number; end: number }[] = [];
  page.on('requestfinished', (request) => {
    const t = request.timing();
    seen.push({ path: new URL(request.url()).pathname, start: t.startTime - started, end: t.startTime + t.responseEnd - started });
  });
  await page.goto(url);
  await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 60_000 });
  const headingMs = Date.now() - started;
  await page.locator('#root h1').waitFor({ timeout: 60_000 });
  const appPageMs = Date.now() - started;
  await page.waitForLoadState('networkidle');
  const rows = MILESTONES.map(({ name, test }) => {
    const hits = seen.filter((s) => test(s.path));
    const first = hits.sort((a, b) => a.start - b.start)[0];
    return { name, startMs: first ? Math.round(first.start) : null, endMs: first ? Math.round(first.end) : null, count: hits.length };
  });
  return { rows, headingMs, appPageMs };
}

/**
 * The studio landing on a slow 4G phone network, fresh each time: as served now, and with the
 * server's additions taken out (the registry fetched, nothing preloaded, no first paint), i.e. as it
 * was before.
 */
export async function measureWaterfalls(baseUrl: string, path: string): Promise<Waterfall[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const results: Waterfall[] = [];
    for (const label of ['without head tags (before)', 'with head tags (after)']) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
      if (label.startsWith('without')) {
        await page.route(baseUrl + path, async (route) => {
          const response = await route.fetch();
          await route.fulfill({ response, body: withoutHeadTags(await response.text()) });
        });
      }
      results.push({ label, ...(await record(page, baseUrl + path)) });
      await context.close();
    }
    for (const w of results) {
      log(`waterfall ${path}, ${w.label}: heading on screen at ${w.headingMs} ms, the app's page at ${w.appPageMs} ms`);
      for (const r of w.rows) log(`  ${r.name.padEnd(22)} ${r.startMs === null ? '—' : `${r.startMs} → ${r.endMs} ms`}${r.count > 1 ? ` (${r.count} requests)` : ''}`);
    }
    return results;
  } finally {
    await browser.close();
  }
}
