import { dataAnswer, ErrorsAnswer, HealthAnswer } from '@shutterday/domain/answers';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/health', { schema: { response: { 200: dataAnswer(HealthAnswer), 503: ErrorsAnswer }, tags: ['system'], summary: 'Liveness and database check' } }, async (_request, reply) => {
    try {
      await app.db.execute(sql`select 1`);
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      // 503 is what the shell turns into the maintenance page.
      return reply.status(503).send({ errors: ['The service is temporarily unavailable'] });
    }
    return { data: { ok: true } };
  });
}
