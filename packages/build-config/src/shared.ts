import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The libraries every app must load once per page (DESIGN §3). Deep entry points are listed on their
 * own because federation matches import requests exactly: `react/jsx-runtime` or `react-dom/client`
 * would otherwise be bundled into every app beside the shared `react`.
 */
export const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  // react-router-dom 7 only re-exports react-router; sharing both broke minified builds (BrowserRouter
  // came out undefined through the nested shared re-export), so code imports react-router alone.
  'react-router',
  '@tanstack/react-query',
  'jotai',
  'jotai/utils',
  'antd',
  '@ant-design/icons',
  'dayjs',
  '@shutterday/domain',
  '@shutterday/api-client',
  '@shutterday/ui',
  // The antd-free entry of the ui package, shared on its own so public pages load it without antd.
  '@shutterday/ui/lean',
] as const;

interface PackageJson {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
}

function readPackageJson(file: string): PackageJson {
  return JSON.parse(readFileSync(file, 'utf8')) as PackageJson;
}

/**
 * Node's own lookup of `node_modules/<pkg>`, walking up from `fromDir`. `require.resolve` can't be
 * used: many packages do not export their package.json.
 */
export function packageDir(fromDir: string, pkg: string): string {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', pkg);
    if (existsSync(join(candidate, 'package.json'))) return realpathSync(candidate);
    if (dirname(dir) === dir) throw new Error(`${pkg} is not installed for ${fromDir}`);
  }
}

/** The installed version of a package as seen from `appDir`, for `requiredVersion`. */
function installedVersion(appDir: string, pkg: string): string {
  return readPackageJson(join(packageDir(appDir, pkg), 'package.json')).version;
}

function packageOf(request: string): string {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

export interface SharedEntry {
  singleton: true;
  requiredVersion: string;
  /** Given, not read from the resolved file: some packages resolve to a generated facade. */
  version: string;
  strictVersion: boolean;
}

/**
 * Shared config for one app: every singleton the app depends on (directly, or through a workspace
 * package it depends on), pinned to the version it was built against. The workspace packages pull in
 * react-router, antd and friends, so the closure is taken over their manifests too.
 */
export function sharedFor(appDir: string): Record<string, SharedEntry> {
  const seen = new Set<string>();
  const visit = (dir: string) => {
    const deps = readPackageJson(join(dir, 'package.json')).dependencies ?? {};
    for (const [name, range] of Object.entries(deps)) {
      if (seen.has(name)) continue;
      seen.add(name);
      if (range.startsWith('workspace:')) visit(packageDir(dir, name));
    }
  };
  visit(appDir);
  const shared: Record<string, SharedEntry> = {};
  for (const request of SINGLETONS) {
    const pkg = packageOf(request);
    if (!seen.has(pkg)) continue;
    const version = installedVersion(appDir, pkg);
    shared[request] = { singleton: true, requiredVersion: version, version, strictVersion: false };
  }
  return shared;
}
