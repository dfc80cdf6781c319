import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { readSystemFigures } from '../../modules/logs/repositories/system-status';
import '../types';

/**
 * Prometheus metrics at GET /metrics when METRICS_TOKEN is set (a scraper sends it as a bearer token):
 * requests by route and status with their latency, the process's own figures (memory, event loop lag, CPU),
 * and the work that waits — photos pending and failed, e-mail owed and failed in the last day — read from
 * the database at each scrape, so every instance reports the cluster's queue alike.
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const token = app.config.metricsToken;
  if (!token) return;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'shutterday_' });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({ name: 'shutterday_http_requests_total', help: 'HTTP requests answered, by route pattern and status', labelNames, registers: [registry] });
  const latency = new Histogram({
    name: 'shutterday_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const waiting = new Gauge({
    name: 'shutterday_work_items',
    help: 'Work waiting or failed: photos (pending, failed) and e-mail of the last day (owed, failed)',
    labelNames: ['kind', 'state'] as const,
    registers: [registry],
    async collect() {
      const figures = await readSystemFigures(app.db);
      this.set({ kind: 'photo', state: 'pending' }, figures.photos.pending);
      this.set({ kind: 'photo', state: 'failed' }, figures.photos.failed);
      this.set({ kind: 'mail', state: 'owed' }, figures.mailLastDay.recorded);
      this.set({ kind: 'mail', state: 'failed' }, figures.mailLastDay.failed);
    },
  });
  void waiting;

  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, never the raw URL: ids and tokens in paths must not become label values.
    const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
  });

  const expected = Buffer.from(`Bearer ${token}`);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const given = Buffer.from(request.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return reply.status(401).send({ errors: ['A metrics token is required'] });
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}, { name: 'metrics', dependencies: ['config', 'db'] });
