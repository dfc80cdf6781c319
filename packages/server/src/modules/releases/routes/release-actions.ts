import { EmptyBody } from '@shutterday/domain';
import { CanaryRequest, PromoteRequest, RELEASE_FILE_MAX_BYTES, ReleaseFileUpload, ReleaseRecordRequest, RemoteParams, type ReleaseRemote } from '@shutterday/domain/staff';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import { typed } from '../../../http/type-provider';
import { startHealthWatch } from '../services/health-watch';
import { passGate } from '../services/release-gate';
import { NO_CONTENT } from '../../../http/answers';
import { promoteRelease, recordRelease, rollBack, startCanary, storeReleaseFile, type MoveGate } from '../services/releases';

interface ReleaseActionOptions<A> {
  /** The path before the action, with `:remote` in it. */
  base: string;
  tags: string[];
  answer: v.GenericSchema;
  /** Who did it, as the deploy record names them. */
  by: (request: FastifyRequest) => string;
  /** What the route answers once done. */
  respond: (app: FastifyInstance, remote: ReleaseRemote) => Promise<A>;
}

/**
 * The moves of a remote's releases — upload its files, record it, promote, roll back, canary — for the
 * Remotes page (/api/admin/remotes/:remote) and for the release command (/api/release/:remote). Promote,
 * canary and rollback re-run the gate against the shell running now (release-gate.ts).
 */
export function releaseActionRoutes<A>(instance: FastifyInstance, { base, tags, answer, by, respond }: ReleaseActionOptions<A>): void {
  const app = typed(instance);
  const response = { 200: answer };
  // Each move checks its release against the shell running now, in the words publishing uses.
  const gate = (remote: ReleaseRemote): MoveGate => (version) => passGate(app, remote, version);

  // One file in base64 per call, at most 5 MB of bytes (and the JSON around them).
  app.post(`${base}/release-files`, { bodyLimit: Math.ceil(RELEASE_FILE_MAX_BYTES / 3) * 4 + 4096, schema: { response: { 204: NO_CONTENT }, tags, summary: 'Upload one file of a release before recording it (refused once the release is recorded)', params: RemoteParams, body: ReleaseFileUpload } }, async (request, reply) => {
    await storeReleaseFile(app, request.params.remote, request.body);
    return reply.code(204).send();
  });

  app.post(`${base}/releases`, { schema: { response, tags, summary: 'Record a release whose files are in storage, once it passes the compatibility gate', params: RemoteParams, body: ReleaseRecordRequest } }, async (request) => {
    await recordRelease(app, request.params.remote, request.body, by(request));
    return respond(app, request.params.remote);
  });

  app.post(`${base}/promote`, { schema: { response, tags, summary: 'Make a release live for every visitor (watched for a while, rolled back by itself when it fails)', params: RemoteParams, body: PromoteRequest } }, async (request) => {
    await promoteRelease(app.db, request.params.remote, request.body.version, by(request), gate(request.params.remote));
    await startHealthWatch(app, request.params.remote);
    return respond(app, request.params.remote);
  });

  app.post(`${base}/rollback`, { schema: { response, tags, summary: 'Stop the canary, or bring back the release live before the current one', params: RemoteParams, body: EmptyBody } }, async (request) => {
    await rollBack(app.db, request.params.remote, by(request), gate(request.params.remote));
    return respond(app, request.params.remote);
  });

  app.post(`${base}/canary`, { schema: { response, tags, summary: 'Send a release to a share of visitors (rolled back by itself when it fails)', params: RemoteParams, body: CanaryRequest } }, async (request) => {
    await startCanary(app.db, request.params.remote, request.body.version, request.body.percent, by(request), gate(request.params.remote));
    return respond(app, request.params.remote);
  });
}
