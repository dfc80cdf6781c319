import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { CART_KEY_STORAGE_KEY } from '@shutterday/domain';
import { ensureChromium } from './chromium';
import { kb, measurePages, printFigures, type MeasuredPage, type PageFigures } from './bundle';
import { prepareDemoCart } from './demo-cart';
import { freePort } from './ports';
import { log } from './process';
import { startServer } from './server';
import { DATA_DIR } from './workspace';

/**
 * What a parent's phone may download of JS on one customer page, gzip at zlib's default level
 * (issue 11). Over it, `npm run build` and `npm test`'s bundle check fail.
 */
export const CUSTOMER_JS_BUDGET = 200 * 1024;

/** What `npm run build` and `npm test` measure: the home page and a studio landing. */
export const PLATFORM_PAGES: MeasuredPage[] = [
  { name: 'home', path: '/', budget: CUSTOMER_JS_BUDGET },
  { name: 'studio landing', path: '/demo', budget: CUSTOMER_JS_BUDGET },
];

/** The ordering pages, with a cart filled through the API for the cart and checkout pages. */
export async function customerPages(baseUrl: string): Promise<MeasuredPage[]> {
  const { studioSlug, jobId, cartKey } = await prepareDemoCart(baseUrl);
  const job = `/${studioSlug}/${jobId}`;
  const withCart = { [CART_KEY_STORAGE_KEY]: cartKey };
  const budget = CUSTOMER_JS_BUDGET;
  return [
    { name: 'subject search', path: `${job}/search`, budget },
    { name: 'gallery', path: `${job}/select-subject`, budget },
    { name: 'cart', path: `${job}/cart`, localStorage: withCart, budget },
    { name: 'checkout', path: `${job}/checkout`, localStorage: withCart },
  ];
}

/**
 * Serves the built apps with a demo database of their own and measures the JS each page loads: the
 * home page, the studio landing and the ordering pages. `ok` is false when a shared singleton was
 * loaded twice or a page went over its budget.
 */
export async function measureBundles(): Promise<{ ok: boolean; figures: PageFigures[] }> {
  await ensureChromium();
  const dataDir = join(DATA_DIR, 'measure');
  mkdirSync(dataDir, { recursive: true });
  const server = await startServer({ DATA_DIR: dataDir }, await freePort());
  try {
    const pages = [...PLATFORM_PAGES, ...(await customerPages(server.url))];
    const figures = await measurePages(server.url, pages);
    log('JS loaded per page, each loaded directly with nothing cached (gzip computed at the default level):');
    printFigures(figures);
    writeFileSync(join(DATA_DIR, 'bundle-report.json'), JSON.stringify(figures, null, 2));
    const twice = figures.some((f) => f.duplicates.length > 0);
    if (twice) log('a shared singleton was loaded twice: see "loaded twice" above');
    const over = figures.filter((f) => f.budget !== undefined && f.gzip > f.budget);
    for (const f of over) log(`${f.name} (${f.path}) loads ${kb(f.gzip)} gzip of JS, over its budget of ${kb(f.budget!)}`);
    const ok = !twice && over.length === 0;
    return { ok, figures };
  } finally {
    await server.stop();
  }
}
