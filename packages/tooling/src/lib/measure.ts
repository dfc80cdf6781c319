import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { CART_KEY_STORAGE_KEY, STORAGE_KEYS, type AuthTokenResponse, type LoginRequest } from '@shutterday/domain';
import { CUSTOMER_JS_BUDGET, STAFF_JS_BUDGET } from '@shutterday/domain/server';
import { ensureChromium } from './chromium';
import { measurePages, overBudget, printFigures, type MeasuredPage, type PageFigures } from './bundle';
import { prepareDemoCart } from './demo-cart';
import { freePort } from '@shutterday/server/loopback';
import { log } from './process';
import { startServer } from './server';
import { DATA_DIR } from './workspace';

/**
 * What `npm run build` and `npm test` measure: the home page and a studio landing. The page budgets
 * (CUSTOMER_JS_BUDGET in gzip, STAFF_JS_BUDGET in brotli) are the domain's, where the server's release gate
 * reads them too (packages/domain/src/releases/page-budgets.ts).
 */
export const PLATFORM_PAGES: MeasuredPage[] = [
  { name: 'home', path: '/', budget: CUSTOMER_JS_BUDGET },
  { name: 'studio landing', path: '/demo', budget: CUSTOMER_JS_BUDGET },
];

/** The demo logins of the README. */
export const STAFF_LOGINS = {
  studio: { username: 'studio@shutterday.test', password: 'Studio-demo-2026!' },
  system: { username: 'admin@shutterday.test', password: 'Admin-demo-2026!' },
};

export async function apiCall<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** A session as the login page leaves it in localStorage (api-client's token store). */
async function sessionOf(baseUrl: string, login: LoginRequest): Promise<{ storage: Record<string, string>; token: string }> {
  const tokens = await apiCall<AuthTokenResponse>(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(login),
  });
  return {
    token: tokens.token,
    storage: { [STORAGE_KEYS.authToken]: tokens.token, [STORAGE_KEYS.refreshToken]: tokens.refreshToken, authTokenExpiration: tokens.expiration },
  };
}

/**
 * The staff pages of issue 24, logged in as the demo studio's administrator and the system
 * administrator: the studio home, a job's overview (the organization editor), the jobs list and the
 * system administrator's home.
 */
export async function staffPages(baseUrl: string, jobId: number): Promise<MeasuredPage[]> {
  const studio = await sessionOf(baseUrl, STAFF_LOGINS.studio);
  const system = await sessionOf(baseUrl, STAFF_LOGINS.system);
  const studioId = (await apiCall<{ id: number }>(`${baseUrl}/api/customer/studios/demo`)).id;
  const job = await apiCall<{ organizationId: number }>(`${baseUrl}/api/studioadmin/studios/${studioId}/jobs/${jobId}`, {
    headers: { authorization: `Bearer ${studio.token}` },
  });
  const home = `/admin/studios/${studioId}`;
  const brotliBudget = STAFF_JS_BUDGET;
  return [
    { name: 'studio home', path: `${home}/home`, localStorage: studio.storage, brotliBudget },
    { name: 'job overview', path: `${home}/organizations/${job.organizationId}/jobs/${jobId}/overview`, localStorage: studio.storage, brotliBudget },
    { name: 'jobs list', path: `${home}/jobs`, localStorage: studio.storage, brotliBudget },
    { name: 'system admin home', path: '/admin', localStorage: system.storage, brotliBudget },
  ];
}

/** The ordering pages (a cart filled through the API) and the demo job they are on. */
export async function demoPages(baseUrl: string): Promise<{ customer: MeasuredPage[]; jobId: number }> {
  const { studioSlug, jobId, cartKey } = await prepareDemoCart(baseUrl);
  const job = `/${studioSlug}/${jobId}`;
  const withCart = { [CART_KEY_STORAGE_KEY]: cartKey };
  const budget = CUSTOMER_JS_BUDGET;
  const customer = [
    { name: 'subject search', path: `${job}/search`, budget },
    { name: 'gallery', path: `${job}/select-subject`, budget },
    { name: 'cart', path: `${job}/cart`, localStorage: withCart, budget },
    { name: 'checkout', path: `${job}/checkout`, localStorage: withCart },
  ];
  return { customer, jobId };
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
    const { customer, jobId } = await demoPages(server.url);
    const pages = [...PLATFORM_PAGES, ...customer, ...(await staffPages(server.url, jobId))];
    const figures = await measurePages(server.url, pages);
    log('JS loaded per page, each loaded directly with nothing cached (gzip computed at the default level, brotli as served):');
    printFigures(figures);
    writeFileSync(join(DATA_DIR, 'bundle-report.json'), JSON.stringify(figures, null, 2));
    const twice = figures.some((f) => f.duplicates.length > 0);
    if (twice) log('a shared singleton was loaded twice: see "loaded twice" above');
    const over = overBudget(figures);
    for (const line of over) log(line);
    const ok = !twice && over.length === 0;
    return { ok, figures };
  } finally {
    await server.stop();
  }
}
