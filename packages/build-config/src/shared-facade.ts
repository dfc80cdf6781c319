import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { packageDir } from './shared';

/**
 * A shared singleton is built whole: federation cannot know which exports the other apps will use.
 * react-router whole is ≈ 60 KB gzip on every page (its data router, server rendering, cookies and
 * sessions), of which the apps use the declarative router only; react-query has the same shape, less
 * so. So every app resolves these packages to a small module that re-exports just the names the
 * workspace imports, and that module is what the apps share; webpack drops the rest. The names are
 * computed from the sources at each build (a hand-kept list rots, and a name missing from it would be
 * undefined in a remote at run time).
 */

/**
 * The imports shared through a facade, and the ESM file (in its package) each one re-exports from; a
 * `{name}` in it means one file per name (`export { default as Name } from '…/Name.js'`).
 */
export const FACADE_PACKAGES: Record<string, string> = {
  // The production build: the same code without the development warnings.
  'react-router': 'dist/production/index.mjs',
  '@tanstack/react-query': 'build/modern/index.js',
  'jotai/utils': 'dist/utils.js',
  // antd's ESM entry re-exports one folder per component, and its package declares no side effects but
  // CSS: the facade keeps the ≈ 40 components the workspace uses out of ≈ 80 (issue 24). antd stays ONE
  // shared module, so its ConfigProvider, theme and App context (message, modal, notification) are one
  // instance across the shell and the remotes.
  antd: 'es/index.js',
  // One file per icon, the very files antd's own components import (es/icons/CloseOutlined.js ...).
  '@ant-design/icons': 'es/icons/{name}.js',
};

const packageOf = (request: string) => request.split('/').slice(0, request.startsWith('@') ? 2 : 1).join('/');

const SOURCE = /\.(ts|tsx|mts)$/;
// Tests are not bundled: a name only they import (MemoryRouter) stays out of the shared router.
const SKIPPED = new Set(['node_modules', 'dist', 'coverage', '.cache', '__tests__']);
const escaped = (pkg: string) => pkg.replace(/[/.]/g, '\\$&');
const namedFrom = (pkg: string) => new RegExp(`(?:import|export)\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*['"]${escaped(pkg)}['"]`, 'g');
const otherFrom = (pkg: string) =>
  new RegExp(`import\\s+(?:\\*\\s+as\\s+\\w+|\\w+)\\s*(?:,\\s*\\{[^}]*\\})?\\s*from\\s*['"]${escaped(pkg)}['"]|import\\(\\s*['"]${escaped(pkg)}['"]\\s*\\)`);

/** The folder that holds pnpm-workspace.yaml, from an app or package folder. */
export function workspaceRoot(fromDir: string): string {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no pnpm-workspace.yaml above ${fromDir}`);
  }
}

function sourceFiles(dir: string, into: string[] = []): string[] {
  if (!existsSync(dir)) return into;
  for (const entry of readdirSync(dir)) {
    if (SKIPPED.has(entry)) continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) sourceFiles(path, into);
    else if (SOURCE.test(entry) && !/\.test\.tsx?$/.test(entry)) into.push(path);
  }
  return into;
}

/** The value names one source imports or re-exports from `pkg` (types are erased). */
export function namesIn(source: string, pkg: string, file = 'source'): string[] {
  if (otherFrom(pkg).test(source)) {
    throw new Error(`${file}: import named exports from '${pkg}' ({ name }); its shared facade keeps only those`);
  }
  const names: string[] = [];
  for (const [, typeOnly, list] of source.matchAll(namedFrom(pkg))) {
    if (typeOnly) continue;
    for (const raw of list!.split(',')) {
      const specifier = raw.replace(/\/\/.*$|\/\*.*?\*\//gm, '').trim();
      if (specifier === '' || specifier.startsWith('type ')) continue;
      names.push(specifier.split(/\s+as\s+/)[0]!.trim());
    }
  }
  return names;
}

/** Every name of `pkg` imported by the apps and the workspace packages, sorted. */
export function usedNames(root: string, pkg: string): string[] {
  const dirs = readdirSync(root)
    .filter((d) => d === 'shell' || d.startsWith('mfe-'))
    .map((d) => join(root, d, 'src'));
  dirs.push(...readdirSync(join(root, 'packages')).map((p) => join(root, 'packages', p, 'src')));
  const names = new Set<string>();
  for (const file of dirs.flatMap((d) => sourceFiles(d))) {
    for (const name of namesIn(readFileSync(file, 'utf8'), pkg, file)) names.add(name);
  }
  return [...names].sort();
}

/** Writes one app's facade of `pkg` and returns its path, for `resolve.alias`. */
function writeFacade(appDir: string, root: string, pkg: string, entryFile: string): string {
  // Absolute paths, so that the alias does not catch the facade's own imports.
  const fileOf = (name?: string) => {
    const entry = join(packageDir(appDir, packageOf(pkg)), name === undefined ? entryFile : entryFile.replace('{name}', name));
    if (!existsSync(entry)) throw new Error(`${pkg} has no ${entry}: check its layout after an upgrade`);
    return JSON.stringify(entry);
  };
  const names = usedNames(root, pkg);
  const exports = entryFile.includes('{name}')
    ? names.map((name) => `export { default as ${name} } from ${fileOf(name)};\n`).join('')
    : `export { ${names.join(', ')} } from ${fileOf()};\n`;
  const file = join(appDir, 'node_modules/.cache/shutterday/facades', `${pkg.replace(/\//g, '+')}.mjs`);
  mkdirSync(dirname(file), { recursive: true });
  const body = `// Generated by @shutterday/build-config (shared-facade.ts) at each build: do not edit.\n${exports}`;
  if (!existsSync(file) || readFileSync(file, 'utf8') !== body) writeFileSync(file, body);
  return file;
}

/** `resolve.alias` entries that turn each facade package into its facade for one app. */
export function facadeAliases(appDir: string): Record<string, string> {
  const root = workspaceRoot(appDir);
  return Object.fromEntries(Object.entries(FACADE_PACKAGES).map(([pkg, entry]) => [`${pkg}$`, writeFacade(appDir, root, pkg, entry)]));
}
