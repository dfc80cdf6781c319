import { dataAnswer, ErrorsAnswer, HealthAnswer } from '@shutterday/domain/answers';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { SERVICE_UNAVAILABLE } from '../http/error-handler';

/**
 * How long readiness waits for the database: a load balancer polls every few seconds and must learn that
 * the database is gone (stopped, paused, unreachable) long before a request's own timeouts run out.
 */
export const READINESS_WAIT_MS = 2_000;

function withinReadinessWait(check: Promise<unknown>): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`the database did not answer within ${READINESS_WAIT_MS} ms`)), READINESS_WAIT_MS);
  });
  return Promise.race([check, late]).finally(() => clearTimeout(timer));
}

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  // Readiness: whether this instance can serve requests now, its database included.
  app.get('/api/health', { schema: { response: { 200: dataAnswer(HealthAnswer), 503: ErrorsAnswer }, tags: ['system'], summary: 'Readiness: the process and its database answer' } }, async (_request, reply) => {
    try {
      await withinReadinessWait(app.db.execute(sql`select 1`));
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      // 503 is what the shell turns into the maintenance page.
      return reply.status(503).send({ errors: [SERVICE_UNAVAILABLE] });
    }
    return { data: { ok: true } };
  });
  // Liveness: the process answers. An orchestrator restarts an instance that fails this, never one whose
  // database is away (a restart would not bring the database back).
  app.get('/api/health/live', { schema: { response: { 200: dataAnswer(HealthAnswer) }, tags: ['system'], summary: 'Liveness: the process answers' } }, async () => ({ data: { ok: true } }));
}
