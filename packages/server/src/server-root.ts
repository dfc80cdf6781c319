import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (its package.json, the migrations in drizzle/, the print fonts), found from
 * this file upwards: the same answer from the TypeScript sources and from the built bundle in dist/.
 */
function packageRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === '@shutterday/server') return dir;
    if (dirname(dir) === dir) throw new Error(`the @shutterday/server package was not found above ${from}`);
  }
}

export const serverRoot = packageRoot(dirname(fileURLToPath(import.meta.url)));
