import { dataAnswer, SetupAcceptedAnswer } from '@shutterday/domain/answers';
import { SetupRequest } from '@shutterday/domain';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../http/envelope';
import { typed } from '../../../http/type-provider';
import { RATE_LIMITS } from '../../../plugins/infrastructure/rate-limit';
import { setupStudio } from '../services/setup';

const tags = ['auth'];

/** POST /api/auth/setup: anyone asks for a studio and its first administrator. */
export async function studioSetupRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);

  app.post('/api/auth/setup', { schema: { response: { 202: dataAnswer(SetupAcceptedAnswer) }, tags, summary: 'Ask for a studio and its first administrator (pending until approved)', body: SetupRequest }, config: { rateLimit: RATE_LIMITS.setup } }, async (request, reply) =>
    // Always 202 with the same body, so the endpoint cannot be used to find out which e-mails have accounts.
    reply.status(202).send(ok(await setupStudio(app, request.body))),
  );
}
