import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Storage } from '../../../services/storage/storage';
import { releaseKey } from './releases';

/** At most this many files make a release (a remote's build has about a hundred, with their .br and .gz). */
const MAX_FILES = 2000;

export interface PackedRelease {
  /** The first 16 hex digits of the SHA-256 of every file's name and content: the same build, the same version. */
  version: string;
  files: { path: string; data: Buffer }[];
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/**
 * A remote's built folder as an immutable release. Source maps and the generated type archives stay out
 * (they are for the developer, not the browser); everything else, the precompressed copies included, goes in.
 */
export function packRelease(distDir: string): PackedRelease {
  const paths = walk(distDir)
    .map((file) => relative(distDir, file).split(sep).join('/'))
    .filter((path) => !path.endsWith('.map') && !path.startsWith('types/') && !path.startsWith('@mf-types'))
    .sort();
  if (!paths.includes('mf-manifest.json')) throw new Error(`${distDir} holds no mf-manifest.json: is it a built remote?`);
  if (paths.length > MAX_FILES) throw new Error(`${distDir} holds more than ${MAX_FILES} files`);
  const hash = createHash('sha256');
  const files = paths.map((path) => {
    const data = readFileSync(join(distDir, path));
    hash.update(path).update('\0').update(createHash('sha256').update(data).digest('hex')).update('\n');
    return { path, data };
  });
  return { version: hash.digest('hex').slice(0, 16), files };
}

/** Puts a release's files in storage, the manifest last (a release without its manifest is not published). */
export async function uploadRelease(storage: Storage, remote: string, release: PackedRelease): Promise<void> {
  const manifest = release.files.find((file) => file.path === 'mf-manifest.json')!;
  const others = release.files.filter((file) => file !== manifest);
  for (let at = 0; at < others.length; at += 8) {
    await Promise.all(others.slice(at, at + 8).map((file) => storage.put(releaseKey(remote, release.version, file.path), file.data)));
  }
  await storage.put(releaseKey(remote, release.version, manifest.path), manifest.data);
}
