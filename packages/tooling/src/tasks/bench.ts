// `npm run bench`: the JS each measured page loads, and API throughput on loopback. Figures go to
// the console and to .data/bench.json; docs/performance.md records them with their date.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { CART_KEY_HEADER } from '@shutterday/domain';
import { buildApps } from '../lib/build-apps';
import { prepareDemoCart } from '../lib/demo-cart';
import { measureBundles } from '../lib/measure';
import { benchImport } from '../lib/import-bench';
import { freePort } from '../lib/ports';
import { startTempPostgres } from '../lib/postgres';
import { log } from '../lib/process';
import { startServer } from '../lib/server';
import { DATA_DIR } from '../lib/workspace';

interface Endpoint {
  name: string;
  path: string;
  headers?: Record<string, string>;
}

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);

/**
 * The health check runs one `select 1`: the raw single-select baseline the customer endpoints are
 * read against, measured in the same run on the same server.
 */
async function endpoints(baseUrl: string): Promise<Endpoint[]> {
  const { studioSlug, studioId, jobId, cartKey } = await prepareDemoCart(baseUrl);
  return [
    { name: 'raw select 1 (health)', path: '/api/health' },
    { name: 'studio landing', path: `/api/customer/studios/${studioSlug}` },
    { name: 'studio jobs list', path: `/api/customer/studios/${studioId}/jobs` },
    { name: 'cart details', path: `/api/customer/jobs/${jobId}/cart/details?orderMethod=Prepay`, headers: { [CART_KEY_HEADER]: cartKey } },
  ];
}

async function load(url: string, headers?: Record<string, string>) {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
  return { requestsPerSecond: Math.round(result.requests.average), p99ms: result.latency.p99, errors: result.errors + result.non2xx };
}

async function benchDatabase(label: string, env: Record<string, string>) {
  const server = await startServer(env, await freePort());
  try {
    const rows = [];
    for (const endpoint of await endpoints(server.url)) {
      await load(server.url + endpoint.path, endpoint.headers); // warm-up, discarded
      const figures = await load(server.url + endpoint.path, endpoint.headers);
      rows.push({ database: label, endpoint: endpoint.name, ...figures });
      log(`${label.padEnd(10)} ${endpoint.name.padEnd(24)} ${String(figures.requestsPerSecond).padStart(6)} req/s  p99 ${figures.p99ms} ms  errors ${figures.errors}`);
    }
    const imported = await benchImport(server.url);
    const rowsPerSecond = Math.round(imported.rows / imported.createSeconds);
    rows.push({ database: label, endpoint: 'import rows/s', rowsPerSecond, ...imported });
    log(`${label.padEnd(10)} ${'import rows/s'.padEnd(24)} ${String(rowsPerSecond).padStart(6)} rows/s  (${imported.rows} rows in ${imported.createSeconds.toFixed(2)} s; the same file again ${imported.reimportSeconds.toFixed(2)} s)`);
    return rows;
  } finally {
    await server.stop();
  }
}

if ((await buildApps()).length > 0) process.exit(1);
const { figures: bundles } = await measureBundles({ customer: true });
const api = [...(await benchDatabase('PGlite', { DATA_DIR: join(DATA_DIR, 'bench') }))];
const pg = startTempPostgres(54331);
if (pg) {
  try {
    api.push(...(await benchDatabase('PostgreSQL', { DATA_DIR: join(DATA_DIR, 'bench-pg'), DATABASE_URL: pg.url, SEED_DEMO: '1' })));
  } finally {
    pg.stop();
  }
} else {
  log('PostgreSQL (initdb) not found: the PostgreSQL figures are missing from this run');
}
log(`${CONNECTIONS} connections, ${SECONDS} s per endpoint after a discarded warm-up of the same length`);
writeFileSync(join(DATA_DIR, 'bench.json'), JSON.stringify({ date: new Date().toISOString(), connections: CONNECTIONS, seconds: SECONDS, bundles, api }, null, 2));
log(`figures written to ${join(DATA_DIR, 'bench.json')}`);
