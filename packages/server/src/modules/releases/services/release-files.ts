import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { RELEASE_FILE_PATH } from '@shutterday/domain/staff';
import type { Storage } from '../../../services/storage/storage';

/** Where a release's files are in storage. */
export const releaseKey = (remote: string, version: string, file = '') => `releases/${remote}/${version}/${file}`;
/** The list of a release's files, stored with them (not one of them): what the server hashes when it records the release. */
export const RELEASE_FILE_LIST = 'release-files.json';

/** At most this many files make a release (a remote's build has about a hundred, with their .br and .gz). */
export const MAX_FILES = 2000;

/** The SHA-256 of a file's bytes, in hex. */
export const fileHash = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * A release's version from its list of files and their hashes: the first 16 hex digits of the SHA-256 of
 * every file's name and hash, in the order of their names. So the list is content-addressed by the version:
 * a list that gives the version back is the one the release was made with.
 */
export function versionOfHashes(hashes: Record<string, string>): string {
  const hash = createHash('sha256');
  for (const path of Object.keys(hashes).sort()) hash.update(path).update('\0').update(hashes[path]!).update('\n');
  return hash.digest('hex').slice(0, 16);
}

/** Each file's name and hash, by name. */
export const hashesOf = (files: { path: string; data: Buffer }[]): Record<string, string> =>
  Object.fromEntries([...files].sort((a, b) => (a.path < b.path ? -1 : 1)).map((file) => [file.path, fileHash(file.data)]));

/** A release's version: the hash of its files (the release command names it so, the server checks it). */
export const releaseHash = (files: { path: string; data: Buffer }[]) => versionOfHashes(hashesOf(files));

export interface PackedRelease {
  /** The hash of its files (releaseHash): the same build, the same version. */
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
  const files = paths.filter((path) => path !== RELEASE_FILE_LIST).map((path) => ({ path, data: readFileSync(join(distDir, path)) }));
  return { version: releaseHash(files), files };
}

/**
 * Puts a release's files somewhere with `put` (storage, or the server's API from the release command), then
 * the list of their names, the manifest last (a release without its manifest is not published).
 */
export async function putRelease(put: (path: string, data: Buffer) => Promise<void>, release: PackedRelease): Promise<void> {
  const manifest = release.files.find((file) => file.path === 'mf-manifest.json')!;
  const others = release.files.filter((file) => file !== manifest);
  for (let at = 0; at < others.length; at += 8) await Promise.all(others.slice(at, at + 8).map((file) => put(file.path, file.data)));
  await put(RELEASE_FILE_LIST, Buffer.from(JSON.stringify(hashesOf(release.files))));
  await put(manifest.path, manifest.data);
}

/** Puts a release's files in storage (putRelease). */
export const uploadRelease = (storage: Storage, remote: string, release: PackedRelease) => putRelease((path, data) => storage.put(releaseKey(remote, release.version, path), data), release);

const SHA256 = /^[0-9a-f]{64}$/;

/** A release's stored list of its files and their hashes; null when it has none, or one that is not such a list. */
export async function storedFileList(storage: Storage, remote: string, version: string): Promise<Record<string, string> | null> {
  const listFile = await storage.get(releaseKey(remote, version, RELEASE_FILE_LIST));
  if (!listFile) return null;
  try {
    const list = JSON.parse(listFile.toString('utf8')) as unknown;
    if (typeof list !== 'object' || list === null || Array.isArray(list)) return null;
    const entries = Object.entries(list);
    const valid = entries.length <= MAX_FILES && entries.every(([path, hash]) => path.length <= 200 && RELEASE_FILE_PATH.test(path) && typeof hash === 'string' && SHA256.test(hash));
    return valid ? (list as Record<string, string>) : null;
  } catch {
    return null;
  }
}

/**
 * The files of a release as storage holds them now, named by its stored list, with the list; `no-list` when
 * it has no list, `missing` when a listed file is not there.
 */
export async function storedReleaseFiles(storage: Storage, remote: string, version: string): Promise<{ list: Record<string, string>; files: { path: string; data: Buffer }[] } | 'no-list' | 'missing'> {
  const list = await storedFileList(storage, remote, version);
  if (!list) return 'no-list';
  const paths = Object.keys(list);
  const files: { path: string; data: Buffer }[] = [];
  for (let at = 0; at < paths.length; at += 8) {
    const batch = await Promise.all(paths.slice(at, at + 8).map(async (path) => ({ path, data: await storage.get(releaseKey(remote, version, path)) })));
    for (const file of batch) {
      if (!file.data) return 'missing';
      files.push({ path: file.path, data: file.data });
    }
  }
  return { list, files };
}
