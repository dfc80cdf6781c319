import { RELEASE_REMOTES, RELEASE_VERSION, type ReleaseRemote } from '@shutterday/domain/staff';
import type { FastifyInstance } from 'fastify';
import { isRecorded, isRecordedBytes, releaseIntegrity, releaseKey } from './releases';

/** The release a registry entry names (`releaseEntry`'s address), or null for any other entry. */
export function releaseOfEntry(entry: string): { remote: ReleaseRemote; version: string } | null {
  const [, prefix, remote, version, file, ...rest] = entry.split('/');
  if (prefix !== 'releases' || file !== 'mf-manifest.json' || rest.length > 0) return null;
  if (!(RELEASE_REMOTES as readonly string[]).includes(remote ?? '') || !RELEASE_VERSION.test(version ?? '')) return null;
  return { remote: remote as ReleaseRemote, version: version! };
}

/**
 * One file of a recorded release as it was recorded, for the server's own use (the page's first paint and
 * preloads): null when the release is not recorded, the file is not one of its files, or its bytes in
 * storage are not the recorded ones.
 */
export async function recordedReleaseFile(app: FastifyInstance, remote: ReleaseRemote, version: string, file: string): Promise<Buffer | null> {
  if (!(await isRecorded(app.db, remote, version))) return null;
  const release = await releaseIntegrity(app, remote, version);
  if (!release.hashes?.has(file)) return null;
  const body = await app.storage.get(releaseKey(remote, version, file));
  return body && isRecordedBytes(app, release, file, body) ? body : null;
}
