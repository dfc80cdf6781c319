// `npm start`: builds what is stale, then runs the server, which migrates, seeds the demo data into
// an empty database and serves everything (API + shell + remotes) on PORT (8080).
import { join } from 'node:path';
import { buildApps } from '../lib/build-apps';
import { log, run } from '../lib/process';
import { ROOT, bin } from '../lib/workspace';

const failed = await buildApps();
if (failed.length > 0) {
  log(`build failed: ${failed.join(', ')}`);
  process.exit(1);
}
const code = await run(bin('tsx'), [join(ROOT, 'packages/server/src/main.ts')], { cwd: ROOT });
process.exit(code);
