// `npm run bench`: the JS each measured page loads, and API throughput on loopback. Figures go to
// the console and to .data/bench.json; docs/performance.md records them with their date.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { buildApps } from '../lib/build-apps';
import { measureBundles } from '../lib/measure';
import { freePort } from '../lib/ports';
import { startTempPostgres } from '../lib/postgres';
import { log } from '../lib/process';
import { startServer } from '../lib/server';
import { DATA_DIR } from '../lib/workspace';

const ENDPOINTS = [
  { name: 'health (no database)', path: '/api/health' },
  { name: 'studio landing', path: '/api/customer/studios/demo' },
  { name: 'studio jobs list', path: '/api/customer/studios/1/jobs' },
];
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);

async function load(url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  return { requestsPerSecond: Math.round(result.requests.average), p99ms: result.latency.p99, errors: result.errors + result.non2xx };
}

async function benchDatabase(label: string, env: Record<string, string>) {
  const server = await startServer(env, await freePort());
  try {
    const rows = [];
    for (const endpoint of ENDPOINTS) {
      await load(server.url + endpoint.path); // warm-up, discarded
      const figures = await load(server.url + endpoint.path);
      rows.push({ database: label, endpoint: endpoint.name, ...figures });
      log(`${label.padEnd(10)} ${endpoint.name.padEnd(24)} ${String(figures.requestsPerSecond).padStart(6)} req/s  p99 ${figures.p99ms} ms  errors ${figures.errors}`);
    }
    return rows;
  } finally {
    await server.stop();
  }
}

if ((await buildApps()).length > 0) process.exit(1);
const { figures: bundles } = await measureBundles();
const api = [...(await benchDatabase('PGlite', { DATA_DIR: join(DATA_DIR, 'bench') }))];
const pg = startTempPostgres(54331);
if (pg) {
  try {
    api.push(...(await benchDatabase('PostgreSQL', { DATA_DIR: join(DATA_DIR, 'bench-pg'), DATABASE_URL: pg.url, SEED_DEMO: '1' })));
  } finally {
    pg.stop();
  }
}
writeFileSync(join(DATA_DIR, 'bench.json'), JSON.stringify({ date: new Date().toISOString(), connections: CONNECTIONS, seconds: SECONDS, bundles, api }, null, 2));
log(`figures written to ${join(DATA_DIR, 'bench.json')}`);
