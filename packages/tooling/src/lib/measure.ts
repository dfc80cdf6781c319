import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { CART_KEY_STORAGE_KEY } from '@shutterday/domain';
import { ensureChromium } from './chromium';
import { measurePages, printFigures, type MeasuredPage, type PageFigures } from './bundle';
import { prepareDemoCart } from './demo-cart';
import { freePort } from './ports';
import { log } from './process';
import { startServer } from './server';
import { DATA_DIR } from './workspace';

/** What `npm run build` and `npm test` measure (issue 2): the home page and a studio landing. */
export const PLATFORM_PAGES: MeasuredPage[] = [
  { name: 'home', path: '/' },
  { name: 'studio landing', path: '/demo' },
];

/** The customer pages of `npm run bench`, with a cart filled through the API for the cart page. */
async function customerPages(baseUrl: string): Promise<MeasuredPage[]> {
  const { studioSlug, jobId, cartKey } = await prepareDemoCart(baseUrl);
  const job = `/${studioSlug}/${jobId}`;
  const withCart = { [CART_KEY_STORAGE_KEY]: cartKey };
  return [
    { name: 'subject search', path: `${job}/search` },
    { name: 'gallery', path: `${job}/select-subject` },
    { name: 'cart', path: `${job}/cart`, localStorage: withCart },
    { name: 'checkout', path: `${job}/checkout`, localStorage: withCart },
  ];
}

/**
 * Serves the built apps with a demo database of their own and measures the JS each page loads
 * (`customer`: the ordering pages too). `ok` is false when a shared singleton was loaded twice.
 */
export async function measureBundles({ customer = false } = {}): Promise<{ ok: boolean; figures: PageFigures[] }> {
  await ensureChromium();
  const dataDir = join(DATA_DIR, 'measure');
  mkdirSync(dataDir, { recursive: true });
  const server = await startServer({ DATA_DIR: dataDir }, await freePort());
  try {
    const pages = [...PLATFORM_PAGES, ...(customer ? await customerPages(server.url) : [])];
    const figures = await measurePages(server.url, pages);
    log('JS loaded per page, each loaded directly with nothing cached (gzip computed at the default level):');
    printFigures(figures);
    writeFileSync(join(DATA_DIR, 'bundle-report.json'), JSON.stringify(figures, null, 2));
    const ok = figures.every((f) => f.duplicates.length === 0);
    if (!ok) log('a shared singleton was loaded twice: see "loaded twice" above');
    return { ok, figures };
  } finally {
    await server.stop();
  }
}
