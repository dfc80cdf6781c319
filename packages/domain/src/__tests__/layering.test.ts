// The layering check reads the package's own source files; the package itself stays free of I/O.
// eslint-disable-next-line no-restricted-imports
import { readdirSync, readFileSync, statSync } from 'node:fs';
// eslint-disable-next-line no-restricted-imports
import { join, relative, resolve, dirname } from 'node:path';

// Wire contracts (api/) are built on the business rules; a rule folder that imports api/ brings back the
// import cycle that made every rule load the whole contract surface.
const root = resolve(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/from '(\.{1,2}\/[^']*)'/g)].map((m) => relative(root, resolve(dirname(file), m[1]!)));
}

describe('domain layering', () => {
  it('no rule folder imports the wire contracts of api/', () => {
    const offenders = sourceFiles(root)
      // The package's public barrels (index.ts and its staff and server subpaths) re-export and are no rule.
      .filter((file) => !relative(root, file).startsWith('api') && !['index.ts', 'staff.ts', 'server.ts'].includes(relative(root, file)))
      .flatMap((file) => importsOf(file).filter((target) => target === 'api' || target.startsWith('api/')).map((target) => `${relative(root, file)} → ${target}`));
    expect(offenders).toEqual([]);
  });
});
