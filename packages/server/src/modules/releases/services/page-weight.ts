import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { JsCompression } from '@shutterday/domain/server';
import type { FastifyInstance } from 'fastify';
import { releaseKey } from './release-files';

/**
 * What a remote's page downloads of JS with a release, measured on the server from the release's files in
 * storage and the shell's own build, the way `npm run build` counts a page's bytes (docs/remotes.md "The gate").
 */

/**
 * The bytes one JS file costs a page as served: gzip at zlib's default level; brotli as the server sends it,
 * the build's `.br` copy (quality 11) when there is one, else the file compressed so. `npm run build`'s
 * bundle check counts each file the same way (packages/tooling/src/lib/bundle.ts).
 */
export function servedBytes(body: Buffer, compression: JsCompression, brotliCopy?: Buffer | null): number {
  if (compression === 'gzip') return gzipSync(body).length;
  return brotliCopy?.length ?? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }).length;
}

const FILE = /^(?!.*\.\.)[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.-]+){0,4}\.js$/;
const MAX_FILES = 200;

const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
/** The JS files a manifest entry (an expose, a shared module) loads up front: its `assets.js.sync`. */
const syncJs = (entry: unknown): string[] => {
  const files = record(record(record(entry)['assets'])['js'])['sync'];
  return Array.isArray(files) ? files.filter((file): file is string => typeof file === 'string' && file.length <= 200 && FILE.test(file)).slice(0, MAX_FILES) : [];
};
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value.slice(0, MAX_FILES) : []);
/** Each shared module's name and the files it loads, from a federation manifest. */
const sharedFiles = (manifest: unknown) =>
  new Map(list(record(manifest)['shared']).flatMap((entry) => (typeof record(entry)['name'] === 'string' ? [[record(entry)['name'] as string, syncJs(entry)] as const] : [])));

/** A shell file's served size, per file, compression and modification (a new shell build measures anew). */
const shellSizes = new Map<string, number>();
function shellFileBytes(dist: string, file: string, compression: JsCompression): number {
  const path = join(dist, file);
  if (!existsSync(path)) return 0;
  const key = `${path}|${statSync(path).mtimeMs}|${compression}`;
  let bytes = shellSizes.get(key);
  if (bytes === undefined) {
    const copy = `${path}.br`;
    bytes = servedBytes(readFileSync(path), compression, compression === 'brotli' && existsSync(copy) ? readFileSync(copy) : null);
    shellSizes.set(key, bytes);
  }
  return bytes;
}

/**
 * The JS every page of the remote downloads with this release before its own page's lazy chunk: the shell's
 * page scripts (its index.html), the shell's copy of each shared module the release declares (the page runs
 * the shell's singletons), the release's remoteEntry, its exposed modules' files, and its own copy of a
 * shared module the shell does not share.
 */
export async function releasePageBytes(app: FastifyInstance, remote: string, version: string, manifest: unknown, compression: JsCompression): Promise<number> {
  const dist = join(app.config.appRoot, 'shell', 'dist');
  const index = join(dist, 'index.html');
  const html = existsSync(index) ? readFileSync(index, 'utf8') : '';
  const shellManifest = join(dist, 'mf-manifest.json');
  const shellShared = sharedFiles(existsSync(shellManifest) ? (JSON.parse(readFileSync(shellManifest, 'utf8')) as unknown) : {});
  const shellFiles = new Set([...html.matchAll(/<script\b[^>]*\bsrc="\/?([^"]+)"/g)].map((match) => match[1]!).filter((file) => FILE.test(file)));
  const releaseFiles = new Set<string>();
  const entry = record(record(record(manifest)['metaData'])['remoteEntry'])['name'];
  if (typeof entry === 'string' && FILE.test(entry)) releaseFiles.add(entry);
  for (const expose of list(record(manifest)['exposes'])) for (const file of syncJs(expose)) releaseFiles.add(file);
  for (const [name, files] of sharedFiles(manifest)) for (const file of shellShared.get(name) ?? files) (shellShared.has(name) ? shellFiles : releaseFiles).add(file);
  let bytes = 0;
  for (const file of shellFiles) bytes += shellFileBytes(dist, file, compression);
  for (const file of releaseFiles) {
    const body = await app.storage.get(releaseKey(remote, version, file));
    if (!body) continue;
    bytes += servedBytes(body, compression, compression === 'brotli' ? await app.storage.get(releaseKey(remote, version, `${file}.br`)) : null);
  }
  return bytes;
}
