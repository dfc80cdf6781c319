// `npm start`: builds what is stale and the server (plain JavaScript: no TypeScript runs in production),
// then runs it; it migrates, seeds the demo data into an empty database and serves everything (API +
// shell + remotes) on PORT (8080).
import { buildApps } from '../lib/build-apps';
import { buildServer } from '../lib/build-server';
import { log, run } from '../lib/process';
import { ROOT } from '../lib/workspace';

const failed = await buildApps();
if (failed.length > 0) {
  log(`build failed: ${failed.join(', ')}`);
  process.exit(1);
}
const code = await run(process.execPath, ['--enable-source-maps', await buildServer()], { cwd: ROOT });
process.exit(code);
