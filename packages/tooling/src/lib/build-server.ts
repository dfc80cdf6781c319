// The server as plain JavaScript for `npm start` and the journeys: one ES module bundle of its TypeScript
// and the workspace packages it imports (the domain ships TypeScript sources), with every npm dependency of
// the server left to Node to load from node_modules as usual (native modules, wasm, their own files).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { ROOT } from './workspace';

const SERVER = join(ROOT, 'packages/server');
/** Where the bundle is written; inside the server package, so Node finds the server's node_modules from it. */
export const SERVER_BUNDLE = join(SERVER, 'dist/server/main.mjs');

/**
 * Builds the bundle (about a second); esbuild strips the types, `tsc -b` checks them. `outfile` elsewhere in
 * the server package gives a test a bundle of its own, which no other build overwrites while it runs.
 */
export async function buildServer(outfile = SERVER_BUNDLE): Promise<string> {
  const { dependencies } = JSON.parse(readFileSync(join(SERVER, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  const external = Object.keys(dependencies)
    .filter((name) => !name.startsWith('@shutterday/'))
    .flatMap((name) => [name, `${name}/*`]);
  await build({
    entryPoints: [join(SERVER, 'src/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    external,
    // Dependencies bundled from the domain may be CommonJS, which calls `require`.
    banner: { js: "import { createRequire as shutterdayRequire } from 'node:module'; const require = shutterdayRequire(import.meta.url);" },
    logLevel: 'warning',
  });
  return outfile;
}
