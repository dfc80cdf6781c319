// `npm run dev`: the API on :8080 and every app's dev server with live reload. The API's remote
// registry points at the dev servers, so the shell on http://localhost:3000 composes them.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { log } from '../lib/process';
import { APPS, REMOTES, ROOT, bin } from '../lib/workspace';

const PORTS: Record<string, number> = { shell: 3000, customer: 3001, studioAdmin: 3002, systemAdmin: 3003, orgEditor: 3004 };
const registry = Object.fromEntries(REMOTES.map((r) => [r.name, `http://localhost:${PORTS[r.name]}/mf-manifest.json`]));
const children: ChildProcess[] = [];

children.push(
  spawn(bin('tsx'), [join(ROOT, 'packages/server/src/main.ts')], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, REMOTES_JSON: JSON.stringify(registry) },
  }),
);
for (const app of APPS) {
  children.push(
    spawn('node', [join(ROOT, 'packages/build-config/bin/sd-webpack.mjs'), 'serve'], { cwd: join(ROOT, app.dir), stdio: 'inherit' }),
  );
}
log('shell: http://localhost:3000 (API on :8080); Ctrl-C stops everything');

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
