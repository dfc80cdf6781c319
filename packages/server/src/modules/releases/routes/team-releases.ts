import { dataAnswer, RemoteOverviewAnswer } from '@shutterday/domain/answers';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../http/envelope';
import { requireReleaseCaller } from '../services/release-tokens';
import { remoteOverview } from '../services/releases';
import { releaseActionRoutes } from './release-actions';

/**
 * Under /api/release/:remote: what the release command calls, with a remote team's release token (that
 * remote only; promote, canary and roll back only when the token may) or a system administrator's sign-in.
 * Each answers that remote's overview.
 */
export async function teamReleaseRoutes(instance: FastifyInstance): Promise<void> {
  instance.addHook('onRequest', requireReleaseCaller);
  releaseActionRoutes(instance, {
    base: '/:remote',
    tags: ['releases'],
    answer: dataAnswer(RemoteOverviewAnswer),
    by: (request) => request.releaseCaller!.by,
    respond: async (app, remote) => ok(await remoteOverview(app, remote)),
  });
}
