// `npm run build`: builds the stale apps, then measures the JS that `/`, `/demo` and the ordering
// pages load, and fails when a shared singleton is loaded twice on a page or a page is over its budget.
import { buildApps } from '../lib/build-apps';
import { measureBundles } from '../lib/measure';
import { log } from '../lib/process';

const failed = await buildApps({ force: process.argv.includes('--force') });
if (failed.length > 0) {
  log(`build failed: ${failed.join(', ')}`);
  process.exit(1);
}
if (process.argv.includes('--no-measure')) process.exit(0);
const { ok } = await measureBundles();
process.exit(ok ? 0 : 1);
