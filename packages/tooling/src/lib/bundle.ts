import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { kb } from '@shutterday/domain/server';
import { servedBytes } from '@shutterday/server';
import { chromium } from 'playwright-core';
import { APPS, ROOT } from './workspace';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium';

/** Packages that must be loaded once per page (DESIGN §3), as they appear in module paths. */
const SINGLETON_PACKAGES = [
  'react', 'react-dom', 'react-router', '@tanstack/react-query', 'jotai', 'antd',
  '@ant-design/icons', 'dayjs',
];
const WORKSPACE_PACKAGES = ['packages/domain/', 'packages/api-client/', 'packages/ui/'];

interface StatsChunk {
  files: string[];
  modules?: { name?: string; modules?: { name?: string }[] }[];
}

/** Which singleton-owned modules each built file holds, from the webpack stats of every app. */
function singletonModulesByFile(): Map<string, Set<string>> {
  const byFile = new Map<string, Set<string>>();
  for (const app of APPS) {
    const statsFile = join(ROOT, app.dir, 'dist/.stats.json');
    if (!existsSync(statsFile)) continue;
    const stats = JSON.parse(readFileSync(statsFile, 'utf8')) as { chunks: StatsChunk[] };
    for (const chunk of stats.chunks) {
      const names = (chunk.modules ?? []).flatMap((m) => [m.name, ...(m.modules ?? []).map((n) => n.name)]);
      // Only source files count: federation's own "consume/provide shared module" entries merely name
      // their fallback and would look like copies.
      const owned = names
        .filter((name): name is string => typeof name === 'string' && /^\.\.?\//.test(name) && ownerOf(name) !== null)
        .map(normalise);
      for (const file of chunk.files.filter((f) => f.endsWith('.js'))) {
        byFile.set(`${app.dir}/${file}`, new Set(owned));
      }
    }
  }
  return byFile;
}

function ownerOf(moduleName: string): string | null {
  const pnpmMatch = /node_modules\/\.pnpm\/[^/]+\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(moduleName);
  if (pnpmMatch && SINGLETON_PACKAGES.includes(pnpmMatch[1]!)) return pnpmMatch[1]!;
  return WORKSPACE_PACKAGES.find((p) => moduleName.includes(p)) ?? null;
}

/** A module path without the consuming app's prefix and webpack's loader decorations. */
function normalise(moduleName: string): string {
  const at = moduleName.search(/node_modules\/\.pnpm\/|packages\//);
  return (at >= 0 ? moduleName.slice(at) : moduleName).replace(/ \+ \d+ modules$/, '');
}

/**
 * A page to measure; `localStorage` is set before the app starts (a cart key, a staff session), `budget`
 * is the most gzip of JS it may load, `brotliBudget` the most brotli (what the server sends).
 */
export interface MeasuredPage {
  name: string;
  path: string;
  localStorage?: Record<string, string>;
  budget?: number;
  brotliBudget?: number;
}

export interface PageFigures {
  name: string;
  path: string;
  files: { url: string; raw: number; gzip: number; brotli: number }[];
  raw: number;
  gzip: number;
  /** As served: the build's brotli copy of each file (quality 11), or the file compressed so when it has none (servedBytes). */
  brotli: number;
  budget?: number;
  brotliBudget?: number;
  duplicates: string[];
  /** Where the page ended up: another path means it redirected, and the figures are that page's. */
  landedOn: string;
}

const SETTLE_MS = 1_500;
const SETTLE_LIMIT_MS = 20_000;

/**
 * Loads each page directly in a fresh Chromium context (nothing cached, as for a parent arriving from
 * a link) and returns the JS it downloaded, with any singleton loaded twice.
 */
export async function measurePages(baseUrl: string, pages: MeasuredPage[]): Promise<PageFigures[]> {
  const byFile = singletonModulesByFile();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const results: PageFigures[] = [];
  try {
    for (const { name, path, localStorage, budget, brotliBudget } of pages) {
      const context = await browser.newContext();
      if (localStorage) {
        await context.addInitScript((entries) => {
          for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
        }, localStorage);
      }
      const page = await context.newPage();
      const started = Date.now();
      const files: PageFigures['files'] = [];
      page.on('response', async (response) => {
        if (!response.url().endsWith('.js')) return;
        const body = await response.body().catch(() => null);
        if (body) files.push({ url: response.url(), raw: body.length, gzip: servedBytes(body, 'gzip'), brotli: servedBytes(body, 'brotli', brotliCopy(response.url())) });
      });
      await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
      // Pages are lazy chunks requested once their data has arrived: measure only once no JS has come
      // for a while, so a page that renders late is not measured without its own code.
      for (let seen = -1; seen !== files.length && Date.now() - started < SETTLE_LIMIT_MS; ) {
        seen = files.length;
        await page.waitForTimeout(SETTLE_MS);
      }
      const landedOn = new URL(page.url()).pathname;
      await context.close();
      const seen = new Map<string, string>();
      const duplicates: string[] = [];
      for (const file of files) {
        const key = builtFileKey(file.url);
        for (const module of byFile.get(key) ?? []) {
          const first = seen.get(module);
          if (first && first !== key) duplicates.push(`${module} in ${first} and ${key}`);
          else seen.set(module, key);
        }
      }
      results.push({
        name,
        path,
        files,
        raw: files.reduce((s, f) => s + f.raw, 0),
        gzip: files.reduce((s, f) => s + f.gzip, 0),
        brotli: files.reduce((s, f) => s + f.brotli, 0),
        budget,
        brotliBudget,
        duplicates,
        landedOn,
      });
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** `http://host/remotes/customer/12.abc.js` → `mfe-customer/12.abc.js`; shell files sit at the root. */
function builtFileKey(url: string): string {
  const { pathname } = new URL(url);
  const remote = /^\/remotes\/([^/]+)\/(.+)$/.exec(pathname);
  if (remote) {
    const app = APPS.find((a) => a.name === remote[1]);
    return `${app?.dir ?? remote[1]}/${remote[2]}`;
  }
  return `shell/${pathname.slice(1)}`;
}

/** A built file's `.br` copy beside it in dist (written by the build at quality 11); null when it has none. */
function brotliCopy(url: string): Buffer | null {
  const [dir, ...rest] = builtFileKey(url).split('/');
  const copy = join(ROOT, dir!, 'dist', ...rest) + '.br';
  return existsSync(copy) ? readFileSync(copy) : null;
}

/** The pages over their budget, each as a sentence naming the page, what it loads and its budget. */
export function overBudget(figures: PageFigures[]): string[] {
  return figures.flatMap((f) => [
    ...(f.budget !== undefined && f.gzip > f.budget ? [`${f.name} (${f.path}) loads ${kb(f.gzip)} gzip of JS, over its budget of ${kb(f.budget)}`] : []),
    ...(f.brotliBudget !== undefined && f.brotli > f.brotliBudget
      ? [`${f.name} (${f.path}) loads ${kb(f.brotli)} brotli of JS, over its budget of ${kb(f.brotliBudget)}`]
      : []),
  ]);
}

export function printFigures(figures: PageFigures[]): void {
  for (const page of figures) {
    const budget =
      page.budget !== undefined
        ? `  (budget ${kb(page.budget)} gzip${page.gzip > page.budget ? ': OVER' : ''})`
        : page.brotliBudget !== undefined
          ? `  (budget ${kb(page.brotliBudget)} brotli${page.brotli > page.brotliBudget ? ': OVER' : ''})`
          : '';
    console.log(
      `  ${page.name.padEnd(18)} ${page.path.padEnd(24)} ${String(page.files.length).padStart(3)} JS files  ${kb(page.raw).padStart(10)} raw  ${kb(page.gzip).padStart(9)} gzip  ${kb(page.brotli).padStart(9)} brotli${budget}`,
    );
    for (const d of page.duplicates) console.log(`    loaded twice: ${d}`);
    if (page.landedOn !== new URL(page.path, 'http://x').pathname) console.log(`    redirected to ${page.landedOn}: these are that page's figures`);
  }
}
