import { CreatedReleaseTokenAnswer, dataAnswer, ReleaseTokenAnswer, RemoteOverviewAnswer } from '@shutterday/domain/answers';
import { ReleaseTokenCreate, ReleaseTokenParams } from '@shutterday/domain/staff';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { NO_CONTENT } from '../../../http/answers';
import { ok } from '../../../http/envelope';
import { currentUser } from '../../../http/guards';
import { typed } from '../../../http/type-provider';
import { createReleaseToken, listReleaseTokens, revokeReleaseToken } from '../services/release-tokens';
import { remotesOverview } from '../services/releases';
import { releaseActionRoutes } from './release-actions';

const tags = ['system admin'];
const Overview = dataAnswer(v.array(RemoteOverviewAnswer));

/** Under /api/admin (system administrators): the Remotes page, its moves and the remote teams' release tokens. */
export async function adminRemoteRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);

  app.get('/remotes', { schema: { response: { 200: Overview }, tags, summary: 'Each remote: its releases, the live one, the canary and the last deploys' } }, async () => ok(await remotesOverview(app)));

  releaseActionRoutes(instance, { base: '/remotes/:remote', tags, answer: Overview, by: (request) => currentUser(request).email, respond: async (server) => ok(await remotesOverview(server)) });

  app.get('/release-tokens', { schema: { response: { 200: dataAnswer(v.array(ReleaseTokenAnswer)) }, tags, summary: "The remote teams' release tokens (never their secrets)" } }, async () => ok(await listReleaseTokens(app.db)));

  app.post('/release-tokens', { schema: { response: { 200: dataAnswer(CreatedReleaseTokenAnswer) }, tags, summary: 'Make a release token for one remote (its secret is in this answer only)', body: ReleaseTokenCreate } }, async (request) =>
    ok(await createReleaseToken(app.db, request.body, currentUser(request).email)),
  );

  app.delete('/release-tokens/:releaseTokenId', { schema: { response: { 204: NO_CONTENT }, tags, summary: 'Revoke a release token: its next call is refused', params: ReleaseTokenParams } }, async (request, reply) => {
    await revokeReleaseToken(app.db, request.params.releaseTokenId);
    return reply.code(204).send();
  });
}
