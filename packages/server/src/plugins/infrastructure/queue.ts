import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { InProcessQueue } from '../../services/queue/in-process-queue';
import { PgBossQueue } from '../../services/queue/pg-boss-queue';
import type { JobQueue } from '../../services/queue/queue';
import '../types';

/**
 * pg-boss on PostgreSQL; in process on the embedded database (pg-boss needs a real server's connections).
 * An `api` instance sends work and runs none; each other runs WORKERS_AT_ONCE jobs of a queue at once.
 */
export const queuePlugin = fp(async (app: FastifyInstance, opts: { queue?: JobQueue; databaseUrl: string | null }) => {
  const { role, workersAtOnce } = app.config;
  const queue = opts.queue ?? (opts.databaseUrl ? new PgBossQueue(opts.databaseUrl, { concurrency: workersAtOnce, runsWork: role !== 'api' }) : new InProcessQueue(workersAtOnce));
  app.decorate('queue', queue);
  app.addHook('onClose', async () => queue.stop());
}, { name: 'queue', dependencies: ['config', 'db'] });
