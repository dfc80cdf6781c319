import { RELEASE_REMOTES, RELEASE_VERSION, RemoteFailureBeacon } from '@shutterday/domain/staff';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { fileAnswer, NO_CONTENT } from '../../../http/answers';
import { notFound } from '../../../http/http-error';
import { typed } from '../../../http/type-provider';
import { RATE_LIMITS } from '../../../plugins/infrastructure/rate-limit';
import { canaryBucketOf, countCanaryFailure, countCanaryVisit, isRecorded, releaseKey } from '../services/releases';

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
 * change (the version is the hash of the content), so they are cached for good; the manifest alone is
 * revalidated, which is also how a canary's visits are counted. And the shell's report of a remote that
 * failed to load or render (POST /api/remote-failures).
 */
export async function publicReleaseRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);

  app.get('/releases/:remote/:version/*', { schema: { response: { 200: fileAnswer('A file of the release', ...new Set(Object.values(TYPES))), 304: NO_CONTENT }, hide: true, params: ReleaseFileParams } }, async (request, reply) => {
    const { remote, version, '*': file } = request.params;
    // Files of a release the gate refused (or not recorded yet) are never served.
    if (!(await isRecorded(app.db, remote, version))) throw notFound('No such file in this release');
    const manifest = file === 'mf-manifest.json';
    const key = releaseKey(remote, version, file);
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepts) && !manifest ? 'br' : /\bgzip\b/.test(accepts) && !manifest ? 'gzip' : null;
    const packed = encoding ? await app.storage.get(`${key}.${encoding === 'br' ? 'br' : 'gz'}`) : null;
    const body = packed ?? (await app.storage.get(key));
    if (!body) throw notFound('No such file in this release');
    if (manifest) await countCanaryVisit(app, remote, version);
    reply
      .header('access-control-allow-origin', '*')
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('cache-control', manifest ? 'no-cache' : IMMUTABLE)
      .header('etag', `"${version}"`)
      .header('vary', 'accept-encoding')
      .type(TYPES[file.split('.').pop() ?? ''] ?? 'application/octet-stream');
    if (request.headers['if-none-match'] === `"${version}"`) return reply.code(304).send();
    if (packed) reply.header('content-encoding', encoding!);
    return reply.send(body);
  });

  app.post('/api/remote-failures', { schema: { response: { 204: NO_CONTENT }, tags: ['customer'], summary: 'The shell reports a remote whose area failed (counted against the canary its cookie gave it)', body: RemoteFailureBeacon }, bodyLimit: 1024, config: { rateLimit: RATE_LIMITS.remoteFailures } }, async (request, reply) => {
    const bucket = canaryBucketOf(request.headers.cookie);
    if (bucket !== null) await countCanaryFailure(app, request.body.remote, bucket);
    return reply.code(204).send();
  });
}
