import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './chromium';
import { measurePages, printFigures, type PageFigures } from './bundle';
import { freePort } from './ports';
import { log } from './process';
import { startServer } from './server';
import { DATA_DIR } from './workspace';

export const MEASURED_PATHS = ['/', '/demo'];

/**
 * Serves the built apps with a demo database of their own and measures the JS each page loads.
 * Returns false when a shared singleton was loaded twice on a page.
 */
export async function measureBundles(): Promise<{ ok: boolean; figures: PageFigures[] }> {
  await ensureChromium();
  const dataDir = join(DATA_DIR, 'measure');
  mkdirSync(dataDir, { recursive: true });
  const server = await startServer({ DATA_DIR: dataDir }, await freePort());
  try {
    const figures = await measurePages(server.url, MEASURED_PATHS);
    log('JS loaded per page (gzip computed at the default level):');
    printFigures(figures);
    writeFileSync(join(DATA_DIR, 'bundle-report.json'), JSON.stringify(figures, null, 2));
    const ok = figures.every((f) => f.duplicates.length === 0);
    if (!ok) log('a shared singleton was loaded twice: see "loaded twice" above');
    return { ok, figures };
  } finally {
    await server.stop();
  }
}
