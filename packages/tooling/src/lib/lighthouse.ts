import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import type { MeasuredPage } from './bundle';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium';
import { log } from './process';

/** Issue 11's aims, each page, median of the runs; issue 24's TBT on a phone (parent pages). */
export const LIGHTHOUSE_AIMS = { performance: 95, accessibility: 100, bestPractices: 95, lcpMs: 2000, cls: 0.02, mobileTbtMs: 150 };
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** A folder to keep every run's whole report in (JSON: the failing audits and the LCP element by name). */
const REPORTS = process.env.BENCH_LIGHTHOUSE_REPORTS;

export interface LighthouseFigures {
  name: string;
  path: string;
  formFactor: FormFactor;
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  cls: number;
  /** The other timings the performance score weighs, to read where its points went. */
  fcpMs: number;
  speedIndexMs: number;
  tbtMs: number;
  runs: number;
}

interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  cls: number;
  fcpMs: number;
  speedIndexMs: number;
  tbtMs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/**
 * One Lighthouse run in a Chromium of its own (a fresh profile: nothing cached, a parent arriving
 * from a link). The page's localStorage (a cart key) is written first on the same origin, so the
 * storage reset Lighthouse does by default is turned off; the fresh profile already starts clean.
 */
/** Lighthouse's phone (mobile defaults) or its desktop preset (dense 4G, a desktop screen): staff pages are used on laptops. */
export type FormFactor = 'mobile' | 'desktop';

async function runOnce(baseUrl: string, page: MeasuredPage, run: number, formFactor: FormFactor): Promise<RunFigures> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_ARGS });
  try {
    if (page.localStorage) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const tab = await browser.contexts()[0]!.newPage();
      await tab.goto(`${baseUrl}/remotes.json`);
      await tab.evaluate((entries) => {
        for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
      }, page.localStorage);
      await tab.close();
      await browser.close();
    }
    const result = await lighthouse(
      baseUrl + page.path,
      {
        port: chrome.port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        disableStorageReset: true,
      },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse on ${page.path}: ${runtimeError.code} ${runtimeError.message}`);
    if (REPORTS) {
      mkdirSync(REPORTS, { recursive: true });
      writeFileSync(join(REPORTS, `${page.name.replace(/\W+/g, '-')}-${run}.json`), JSON.stringify(result.lhr));
    }
    const ms = (id: string) => Math.round(audits[id]?.numericValue ?? Number.NaN);
    return {
      performance: score(categories.performance?.score),
      accessibility: score(categories.accessibility?.score),
      bestPractices: score(categories['best-practices']?.score),
      lcpMs: ms('largest-contentful-paint'),
      cls: Number((audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3)),
      fcpMs: ms('first-contentful-paint'),
      speedIndexMs: ms('speed-index'),
      tbtMs: ms('total-blocking-time'),
    };
  } finally {
    chrome.kill();
  }
}

/**
 * A run Lighthouse itself could not finish (it names a runtime error: the page or the browser did not
 * answer in time, on a machine still busy from the build) is run once more; a second failure stops the bench.
 */
async function runOnceOrAgain(baseUrl: string, page: MeasuredPage, run: number, formFactor: FormFactor): Promise<RunFigures> {
  try {
    return await runOnce(baseUrl, page, run, formFactor);
  } catch (error) {
    log(`lighthouse ${page.name}: run ${run} failed (${error instanceof Error ? error.message : String(error)}), running it again`);
    return runOnce(baseUrl, page, run, formFactor);
  }
}

/**
 * Lighthouse's mobile defaults (a mid-range phone, simulated slow 4G) or its desktop preset, each page
 * `RUNS` times; every figure is the median of its runs, taken on its own.
 */
export async function lighthousePages(baseUrl: string, pages: MeasuredPage[], formFactor: FormFactor = 'mobile'): Promise<LighthouseFigures[]> {
  const figures: LighthouseFigures[] = [];
  for (const page of pages) {
    const runs: RunFigures[] = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await runOnceOrAgain(baseUrl, page, i + 1, formFactor));
    const pick = (key: keyof RunFigures) => median(runs.map((r) => r[key]));
    const row = {
      name: page.name,
      path: page.path,
      formFactor,
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      bestPractices: pick('bestPractices'),
      lcpMs: pick('lcpMs'),
      cls: pick('cls'),
      fcpMs: pick('fcpMs'),
      speedIndexMs: pick('speedIndexMs'),
      tbtMs: pick('tbtMs'),
      runs: RUNS,
    };
    figures.push(row);
    log(
      `lighthouse ${formFactor.padEnd(7)} ${row.name.padEnd(18)} performance ${row.performance}  accessibility ${row.accessibility}  best practices ${row.bestPractices}  LCP ${(row.lcpMs / 1000).toFixed(2)} s  CLS ${row.cls}  (FCP ${(row.fcpMs / 1000).toFixed(2)} s, speed index ${(row.speedIndexMs / 1000).toFixed(2)} s, TBT ${row.tbtMs} ms)`,
    );
  }
  return figures;
}

/** The pages and figures below issue 11's aims, as lines to print. */
export function missedAims(figures: LighthouseFigures[]): string[] {
  const a = LIGHTHOUSE_AIMS;
  return figures.flatMap((f) => {
    const misses = [
      f.performance < a.performance && `performance ${f.performance} < ${a.performance}`,
      f.accessibility < a.accessibility && `accessibility ${f.accessibility} < ${a.accessibility}`,
      f.bestPractices < a.bestPractices && `best practices ${f.bestPractices} < ${a.bestPractices}`,
      f.lcpMs > a.lcpMs && `LCP ${f.lcpMs} ms > ${a.lcpMs} ms`,
      f.cls > a.cls && `CLS ${f.cls} > ${a.cls}`,
      f.formFactor === 'mobile' && f.tbtMs > a.mobileTbtMs && `TBT ${f.tbtMs} ms > ${a.mobileTbtMs} ms`,
    ].filter(Boolean);
    return misses.length > 0 ? [`${f.name} (${f.path}): ${misses.join(', ')}`] : [];
  });
}
