import { RELEASE_REMOTES, RELEASE_VERSION, RemoteFailureBeacon } from '@shutterday/domain/staff';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { fileAnswer, NO_CONTENT } from '../../../http/answers';
import { notFound } from '../../../http/http-error';
import { typed } from '../../../http/type-provider';
import { RATE_LIMITS } from '../../../plugins/infrastructure/rate-limit';
import { fileHash } from '../services/release-files';
import { countCanaryFailure } from '../services/canary-health';
import { isRecorded, isRecordedBytes, releaseIntegrity, releaseKey } from '../services/releases';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const TYPES: Record<string, string> = {
  js: 'application/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  html: 'text/html; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  woff2: 'font/woff2',
};
const FILE = /^(?!.*\.\.)[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.-]+){0,4}$/;
const ReleaseFileParams = v.object({
  remote: v.picklist(RELEASE_REMOTES, 'No such remote'),
  version: v.pipe(v.string(), v.maxLength(16), v.regex(RELEASE_VERSION, 'No such release')),
  '*': v.pipe(v.string(), v.maxLength(200), v.regex(FILE, 'No such file')),
});

/**
 * The files of the releases (GET /releases/<remote>/<version>/<file>), from storage. Their names never
 * change (the version is the hash of the content, checked when the release is recorded and again the first
 * time this process serves it), so they are cached for good; the manifest alone is revalidated. A release
 * whose files no longer hash to its version is served revalidated, with an ETag of the bytes served. And
 * the shell's report of a remote that failed to load or render (POST /api/remote-failures).
 */
export async function publicReleaseRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);

  app.get('/releases/:remote/:version/*', { schema: { response: { 200: fileAnswer('A file of the release', ...new Set(Object.values(TYPES))), 304: NO_CONTENT }, hide: true, params: ReleaseFileParams } }, async (request, reply) => {
    const { remote, version, '*': file } = request.params;
    // Files of a release the gate refused (or not recorded yet) are never served.
    if (!(await isRecorded(app.db, remote, version))) throw notFound('No such file in this release');
    const release = await releaseIntegrity(app, remote, version);
    // Only the files it was recorded with (the list names the .br and .gz copies too).
    const listed = (name: string) => release.hashes === null || release.hashes.has(name);
    if (!listed(file)) throw notFound('No such file in this release');
    const manifest = file === 'mf-manifest.json';
    const key = releaseKey(remote, version, file);
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepts) && !manifest && listed(`${file}.br`) ? 'br' : /\bgzip\b/.test(accepts) && !manifest && listed(`${file}.gz`) ? 'gzip' : null;
    const packedName = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
    const packed = encoding ? await app.storage.get(releaseKey(remote, version, packedName)) : null;
    const body = packed ?? (await app.storage.get(key));
    if (!body) throw notFound('No such file in this release');
    // A file whose bytes are not the recorded ones: revalidated, under an ETag of what is served.
    const sound = isRecordedBytes(app, release, packed ? packedName : file, body);
    const etag = sound ? `"${version}"` : `"${fileHash(body).slice(0, 16)}"`;
    reply
      .header('access-control-allow-origin', '*')
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('cache-control', manifest || !sound ? 'no-cache' : IMMUTABLE)
      .header('etag', etag)
      .header('vary', 'accept-encoding')
      .type(TYPES[file.split('.').pop() ?? ''] ?? 'application/octet-stream');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    if (packed) reply.header('content-encoding', encoding!);
    return reply.send(body);
  });

  app.post('/api/remote-failures', { schema: { response: { 204: NO_CONTENT }, tags: ['customer'], summary: 'The shell reports a remote whose area failed (counted against a canary only with the signed ticket of a page view of it)', body: RemoteFailureBeacon }, bodyLimit: 1024, config: { rateLimit: RATE_LIMITS.remoteFailures } }, async (request, reply) => {
    await countCanaryFailure(app, request.body.remote, request.body.ticket);
    return reply.code(204).send();
  });
}
