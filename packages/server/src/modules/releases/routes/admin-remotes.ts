import { dataAnswer, RemoteOverviewAnswer } from '@shutterday/domain/answers';
import { EmptyBody } from '@shutterday/domain';
import { CanaryRequest, PromoteRequest, ReleaseRecordRequest, RemoteParams } from '@shutterday/domain/staff';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../../http/envelope';
import { currentUser } from '../../../http/guards';
import { typed } from '../../../http/type-provider';
import { promoteRelease, recordRelease, remotesOverview, rollBack, startCanary } from '../services/releases';

const tags = ['system admin'];
const Overview = dataAnswer(v.array(RemoteOverviewAnswer));

/** Under /api/admin (system administrators): the Remotes page and the release command's calls. */
export async function adminRemoteRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  const by = (request: { user?: unknown }) => currentUser(request as never).email;

  app.get('/remotes', { schema: { response: { 200: Overview }, tags, summary: 'Each remote: its releases, the live one, the canary and the last deploys' } }, async () => ok(await remotesOverview(app)));

  app.post('/remotes/:remote/releases', { schema: { response: { 200: Overview }, tags, summary: 'Record a release whose files are in storage, once it passes the compatibility gate', params: RemoteParams, body: ReleaseRecordRequest } }, async (request) => {
    await recordRelease(app, request.params.remote, request.body, by(request));
    return ok(await remotesOverview(app));
  });

  app.post('/remotes/:remote/promote', { schema: { response: { 200: Overview }, tags, summary: 'Make a release live for every visitor', params: RemoteParams, body: PromoteRequest } }, async (request) => {
    await promoteRelease(app.db, request.params.remote, request.body.version, by(request));
    return ok(await remotesOverview(app));
  });

  app.post('/remotes/:remote/rollback', { schema: { response: { 200: Overview }, tags, summary: 'Stop the canary, or bring back the release live before the current one', params: RemoteParams, body: EmptyBody } }, async (request) => {
    await rollBack(app.db, request.params.remote, by(request));
    return ok(await remotesOverview(app));
  });

  app.post('/remotes/:remote/canary', { schema: { response: { 200: Overview }, tags, summary: 'Send a release to a share of visitors (rolled back by itself when it fails)', params: RemoteParams, body: CanaryRequest } }, async (request) => {
    await startCanary(app.db, request.params.remote, request.body.version, request.body.percent, by(request));
    return ok(await remotesOverview(app));
  });
}
