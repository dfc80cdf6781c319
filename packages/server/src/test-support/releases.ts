import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { releaseHash, type PackedRelease } from '../modules/releases/services/release-files';

/** The names the shell's antd, icons and router facades provide in these tests. */
export const SHELL_PROVIDES = { antd: ['Button', 'Modal', 'Table'], '@ant-design/icons': ['CloseOutlined'], 'react-router': ['Link', 'Routes', 'useNavigate'] };

interface ManifestOptions {
  /** The React its build requires (and has installed). */
  react?: string;
  /** The files of its exposed App (`assets.js.sync`), and of each shared module (`react`: […]). */
  appFiles?: string[];
  sharedFiles?: Record<string, string[]>;
}

/** A federation manifest as a build writes it: react, react-dom and the domain package shared as singletons. */
export function federationManifest(name: string, { react = '19.3.1', appFiles = [], sharedFiles = {} }: ManifestOptions = {}) {
  const module = (moduleName: string, version: string) => ({ name: moduleName, version, requiredVersion: version, singleton: true, assets: { js: { sync: sharedFiles[moduleName] ?? [], async: [] } } });
  return {
    id: name, name, metaData: { name, remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath: 'auto', pluginVersion: '2.9.2' },
    shared: [module('react', react), module('react-dom', react), module('@shutterday/domain', '0.1.0')],
    remotes: [], exposes: [{ id: `${name}:App`, name: 'App', path: './App', assets: { js: { sync: appFiles, async: [] } } }],
  };
}

/**
 * A built shell in a folder of its own (the server's appRoot): its manifest, facade names, page (loading
 * `main.js` when it is one of `files`) and files. Called again on the same folder, it is a shell upgrade.
 */
export function writeShell(appRoot: string, options: ManifestOptions & { files?: Record<string, Buffer> } = {}): string {
  const dist = join(appRoot, 'shell', 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'mf-manifest.json'), JSON.stringify(federationManifest('shell', options)));
  writeFileSync(join(dist, 'facade-names.json'), JSON.stringify({ provides: SHELL_PROVIDES, imports: { antd: ['Button'] } }));
  for (const [file, data] of Object.entries(options.files ?? {})) writeFileSync(join(dist, file), data);
  const script = options.files?.['main.js'] ? '<script defer src="/main.js"></script>' : '';
  writeFileSync(join(dist, 'index.html'), `<!doctype html><html><head><title>Shutterday</title>${script}</head><body><div id="root"></div></body></html>`);
  return appRoot;
}

/** A fresh server folder with a built shell. */
export const shellRoot = (options: Parameters<typeof writeShell>[1] = {}) => writeShell(mkdtempSync(join(tmpdir(), 'shutterday-shell-')), options);

/** A remote's release as the release command packs it: its manifest, facade names, entry and `files`, named by their hash. */
export function remoteRelease(name: string, options: ManifestOptions & { files?: Record<string, Buffer>; text?: string } = {}): PackedRelease {
  const files = [
    { path: 'mf-manifest.json', data: Buffer.from(JSON.stringify(federationManifest(name, options))) },
    { path: 'facade-names.json', data: Buffer.from(JSON.stringify({ provides: SHELL_PROVIDES, imports: { antd: ['Button'] } })) },
    { path: 'remoteEntry.js', data: Buffer.from(`/* ${options.text ?? 'entry'} */`) },
    ...Object.entries(options.files ?? {}).map(([path, data]) => ({ path, data })),
  ];
  return { version: releaseHash(files), files };
}
