// `npm run bench`: the JS each measured page loads, Lighthouse (mobile on the customer pages, desktop on
// the staff pages), photo processing, API throughput on loopback, a season of data on PostgreSQL, and
// `npm start` on a fresh clone.
// Figures go to the console and to .data/bench.json;
// docs/performance.md records them with their date. `npm run bench -- lighthouse` (or `bundles`,
// `waterfall`, `photos`, `prints`, `api`, `season`, `start`, and by name only `remotes` and `release-paint`) runs one part; `-- api postgres` measures the API on PostgreSQL only.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { CART_KEY_HEADER } from '@shutterday/domain';
import { buildApps } from '../lib/build-apps';
import { prepareDemoCart } from '../lib/demo-cart';
import { measureFreshStart, printFreshStart } from '../lib/fresh-start';
import { lighthousePages, missedAims } from '../lib/lighthouse';
import { demoPages, measureBundles, PLATFORM_PAGES, staffPages } from '../lib/measure';
import { benchPhotos } from '../lib/photo-bench';
import { benchPrints } from '../lib/print-bench';
import { benchReleasePaint } from '../lib/release-paint-bench';
import { benchImport, studioAdminToken } from '../lib/import-bench';
import { freePort } from '@shutterday/server/loopback';
import { startTempPostgres } from '@shutterday/server/temp-postgres';
import { log, run } from '../lib/process';
import { startServer, type RunningServer } from '../lib/server';
import { benchSeasonStaff, seedSeasonInto } from '../lib/season-bench';
import { measureWaterfalls } from '../lib/waterfall';
import { DATA_DIR, pnpm, REMOTES, ROOT } from '../lib/workspace';

interface Endpoint {
  name: string;
  path: string;
  headers?: Record<string, string>;
}

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Seconds each endpoint is measured in all, split over the rounds. */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 12);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const WARM_UP_SECONDS = 4;
/** What Chromium sends as Accept-Encoding. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
/** Photos a second through the photo queue on 2 cores: with the camera-card search, and the thumbnail + watermarked preview aim. */
const CARD_SEARCH_AIM = 25;
const PHOTOS_AIM = 35;
/** A 2,000-photo picture day matched within two minutes of its upload. */
const DAY_AIM_SECONDS = 120;

/**
 * The health check runs one `select 1`: the raw single-select baseline the customer endpoints are
 * read against, measured in the same run on the same server.
 */
async function endpoints(baseUrl: string): Promise<Endpoint[]> {
  const { studioSlug, studioId, jobId, cartKey } = await prepareDemoCart(baseUrl);
  // Staff reads pay for the token check (signature, then the user's auth version read with the studio's
  // state in one statement; docs/security.md "Revocation"). The token lives 15 minutes, longer than a run.
  const staff = { authorization: `Bearer ${await studioAdminToken(baseUrl)}` };
  return [
    { name: 'raw select 1 (health)', path: '/api/health' },
    { name: 'studio landing', path: `/api/customer/studios/${studioSlug}` },
    { name: 'studio jobs list', path: `/api/customer/studios/${studioId}/jobs` },
    // As a browser asks for it (every browser sends Accept-Encoding): the kept answer's compressed bytes.
    { name: 'studio jobs list (br)', path: `/api/customer/studios/${studioId}/jobs`, headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING } },
    { name: 'cart details', path: `/api/customer/jobs/${jobId}/cart/details?orderMethod=Prepay`, headers: { [CART_KEY_HEADER]: cartKey } },
    { name: 'studio details (staff)', path: `/api/studioadmin/studios/${studioId}`, headers: staff },
    { name: 'own profile (staff)', path: '/api/account/profile', headers: staff },
  ];
}

interface Slice {
  requests: number;
  seconds: number;
  p99ms: number;
  errors: number;
}

async function load(url: string, seconds: number, headers?: Record<string, string>): Promise<Slice> {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: seconds });
  return { requests: result.requests.total, seconds: result.duration, p99ms: result.latency.p99, errors: result.errors + result.non2xx };
}

const perSecond = (slices: Slice[]) => slices.reduce((sum, s) => sum + s.requests, 0) / slices.reduce((sum, s) => sum + s.seconds, 0);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * Each endpoint is measured in ROUNDS slices taken in turn (raw, landing, jobs, cart, raw, landing, ...),
 * not one after the other: a shared machine's speed drifts by a third within a minute, and interleaving
 * puts every endpoint under the same drift as the raw select it is read against. Requests per second are
 * over all of an endpoint's slices; p99 is the median of its slices' p99; the share's range is the
 * lowest and highest of the rounds' shares.
 */
async function measureEndpoints(label: string, server: RunningServer) {
  const targets = await endpoints(server.url);
  for (const endpoint of targets) await load(server.url + endpoint.path, WARM_UP_SECONDS, endpoint.headers); // discarded
  const slices: Slice[][] = targets.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, endpoint] of targets.entries()) slices[i]!.push(await load(server.url + endpoint.path, SECONDS / ROUNDS, endpoint.headers));
  }
  // The first endpoint is the raw select: every other one is read as a share of it, same rounds.
  const raw = slices[0]!;
  const rows = targets.map((endpoint, i) => {
    const mine = slices[i]!;
    const roundShares = mine.map((slice, round) => Math.round((slice.requests / slice.seconds / (raw[round]!.requests / raw[round]!.seconds)) * 100));
    const figures = {
      requestsPerSecond: Math.round(perSecond(mine)),
      ofRawSelect: Math.round((perSecond(mine) / perSecond(raw)) * 100),
      roundShares: [Math.min(...roundShares), Math.max(...roundShares)],
      p99ms: median(mine.map((s) => s.p99ms)),
      errors: mine.reduce((sum, s) => sum + s.errors, 0),
    };
    log(
      `${label.padEnd(10)} ${endpoint.name.padEnd(24)} ${String(figures.requestsPerSecond).padStart(6)} req/s  ${String(figures.ofRawSelect).padStart(3)} % of raw` +
        ` (rounds ${figures.roundShares.join('–')} %)  p99 ${figures.p99ms} ms  errors ${figures.errors}`,
    );
    return { database: label, endpoint: endpoint.name, ...figures };
  });
  return rows;
}

async function benchDatabase(label: string, env: Record<string, string>) {
  const server = await startServer(env, await freePort());
  try {
    const rows = await measureEndpoints(label, server);
    const imported = await benchImport(server.url);
    const rowsPerSecond = Math.round(imported.rows / imported.createSeconds);
    log(`${label.padEnd(10)} ${'import rows/s'.padEnd(24)} ${String(rowsPerSecond).padStart(6)} rows/s  (${imported.rows} rows in ${imported.createSeconds.toFixed(2)} s; the same file again ${imported.reimportSeconds.toFixed(2)} s)`);
    return [...rows, { database: label, endpoint: 'import rows/s', rowsPerSecond, ...imported }];
  } finally {
    await server.stop();
  }
}

/**
 * A season of data (issue 24) on a throwaway PostgreSQL: the demo seeded by the server, the season added
 * set-based, then the server started afresh on it: the staff lists at 10 concurrent staff, the reports and
 * exports of the whole season, and the parent's endpoints as the API bench measures them.
 */
async function benchSeason() {
  const pg = startTempPostgres(54332);
  if (!pg) {
    log('PostgreSQL (initdb) not found: the season bench needs it');
    return null;
  }
  try {
    const env = { DATA_DIR: join(DATA_DIR, 'bench-season'), DATABASE_URL: pg.url, SEED_DEMO: '1' };
    const port = await freePort();
    await (await startServer(env, port)).stop(); // migrates and seeds the demo studio
    const seeded = await seedSeasonInto(pg.url);
    const server = await startServer(env, port);
    try {
      const staff = await benchSeasonStaff(server.url, server.pid, seeded.studioId);
      const parents = await measureEndpoints('season', server);
      return { seeded, ...staff, parents };
    } finally {
      await server.stop();
    }
  } finally {
    pg.stop();
  }
}

/** Runs `body` against a server of its own on the demo data, then stops it. */
async function onDemoServer<T>(body: (url: string) => Promise<T>): Promise<T> {
  const server = await startServer({ DATA_DIR: join(DATA_DIR, 'lighthouse') }, await freePort());
  try {
    return await body(server.url);
  } finally {
    await server.stop();
  }
}

/**
 * On a phone: the studio landing and the ordering pages of issue 11 (the cart filled through the API);
 * on a desktop: the four staff pages of issue 24 (left out by `npm run bench -- lighthouse mobile`).
 */
const benchLighthouse = (phoneOnly: boolean) =>
  onDemoServer(async (url) => {
    const landing = PLATFORM_PAGES.filter((p) => p.path !== '/');
    const { customer, jobId } = await demoPages(url);
    const ordering = customer.filter((p) => p.name !== 'checkout');
    const phone = await lighthousePages(url, [...landing, ...ordering], 'mobile');
    const figures = phoneOnly ? phone : [...phone, ...(await lighthousePages(url, await staffPages(url, jobId), 'desktop'))];
    for (const line of missedAims(figures)) log(`below its aims: ${line}`);
    return figures;
  });

/** When the studio landing's requests start on a slow phone network, before and after the head tags. */
const benchWaterfall = () => onDemoServer((url) => measureWaterfalls(url, '/demo'));

/** A phone's first paint of /demo with a customer release promoted against the hosted build (`-- release-paint`). */
const benchReleasePaintOnDemo = () => onDemoServer(benchReleasePaint);

/**
 * Each remote built and tested alone, as its team does (issue 23: at most 60 s each on a warm cache). Asked
 * for by name only (`npm run bench -- remotes`): it builds four apps and runs four test suites.
 */
async function benchRemotes(): Promise<{ remote: string; buildSeconds: number; testSeconds: number }[]> {
  const figures = [];
  for (const remote of REMOTES) {
    const timed = async (script: string) => {
      const started = performance.now();
      const code = await run(pnpm(), ['--filter', remote.dir, script], { cwd: ROOT, stdio: 'ignore' });
      if (code !== 0) log(`${remote.dir} ${script} failed`);
      return Math.round((performance.now() - started) / 100) / 10;
    };
    const figure = { remote: remote.dir, buildSeconds: await timed('build'), testSeconds: await timed('test') };
    const over = figure.buildSeconds > 60 || figure.testSeconds > 60 ? '  OVER the 60 s budget' : '';
    log(`remotes    ${remote.dir.padEnd(17)} build alone ${figure.buildSeconds} s, test alone ${figure.testSeconds} s${over}`);
    figures.push(figure);
  }
  return figures;
}

// `--no-build` measures the dist folders as they are (e.g. after building one app by hand).
const noBuild = process.argv.includes('--no-build');
const parts = process.argv.slice(2).filter((a) => a !== '--no-build');
const wanted = (part: string) => parts.length === 0 || parts.includes(part);
// First, while nothing else of this run is on the cores: a newcomer's first `npm start`.
const freshStart = wanted('start') ? await measureFreshStart() : null;
if (freshStart) printFreshStart(freshStart);
const needsBuild = ['bundles', 'waterfall', 'lighthouse'].some(wanted) || parts.includes('release-paint');
if (needsBuild && !noBuild && (await buildApps()).length > 0) process.exit(1);
const bundles = wanted('bundles') ? (await measureBundles()).figures : [];
const waterfall = wanted('waterfall') ? await benchWaterfall() : [];
const lighthouse = wanted('lighthouse') ? await benchLighthouse(parts.includes('mobile')) : [];
const remotes = parts.includes('remotes') ? await benchRemotes() : [];
const releasePaint = parts.includes('release-paint') ? await benchReleasePaintOnDemo() : null;
const photos = wanted('photos') ? await benchPhotos() : null;
if (photos) {
  const { queue: q, day } = photos;
  const aims = [q.photosPerSecond < CARD_SEARCH_AIM ? `aim ≥ ${CARD_SEARCH_AIM} with the card search: not met` : '', q.photosPerSecond < PHOTOS_AIM ? `aim ≥ ${PHOTOS_AIM}: not met` : ''].filter(Boolean).join('; ');
  log(`photos     photo queue on ${q.megapixels} MP camera-like JPEGs (${q.originalMegabytes} MB): decode, card search, thumbnail + watermarked preview, store  ${q.photosPerSecond} photos/s (${q.photos} in ${q.photoSeconds} s, ${q.atOnce} at once, ${q.cpuMsPerPhoto} ms CPU a photo, ${q.cores} cores obtained, load average ${q.loadAverage.before} → ${q.loadAverage.after})${aims ? `  (${aims})` : ''}`);
  log(`photos     CPU ms a photo, one at a time: decode ${q.steps.decode}, card search ${q.steps.codeSearch}, derivatives ${q.steps.derivatives}, store and record ${q.steps.storeAndRecord} (whole ${q.steps.whole})`);
  if (day) {
    const check = day.outcome.done === day.photos && day.outcome.cardsRead === day.cards && day.outcome.placed === day.photos - day.cards ? 'every photo on its child' : `NOT all matched: ${JSON.stringify(day.outcome)}`;
    log(`photos     a picture day of ${day.photos} photos (${day.cards} cards) after its upload: all done in ${day.photoSeconds} s, matched in ${day.matchedSeconds} s (${day.photosPerSecond} photos/s, ${day.cpuMsPerPhoto} ms CPU a photo, load average ${day.loadAverage.before} → ${day.loadAverage.after}), ${check}${day.matchedSeconds > DAY_AIM_SECONDS ? `  (aim < ${DAY_AIM_SECONDS} s: not met)` : ''}`);
  }
}
const prints = wanted('prints') ? await benchPrints() : [];
for (const p of prints) log(`prints     8x10 at 300 DPI, ${p.input}  ${p.printsPerSecond} prints/s (${p.prints} in ${p.seconds} s, ${p.atOnce} at once, ${p.cpuMsPerPrint} ms CPU each, event loop held up ${p.longestStallMs} ms at most)`);
const season = wanted('season') ? await benchSeason() : null;
const api = wanted('api') && !parts.includes('postgres') ? [...(await benchDatabase('PGlite', { DATA_DIR: join(DATA_DIR, 'bench') }))] : [];
const pg = wanted('api') ? startTempPostgres(54331) : null;
if (pg) {
  try {
    api.push(...(await benchDatabase('PostgreSQL', { DATA_DIR: join(DATA_DIR, 'bench-pg'), DATABASE_URL: pg.url, SEED_DEMO: '1' })));
  } finally {
    pg.stop();
  }
} else if (wanted('api')) {
  log('PostgreSQL (initdb) not found: the PostgreSQL figures are missing from this run');
}
if (api.length > 0 || season) log(`${CONNECTIONS} connections, ${SECONDS} s per endpoint in ${ROUNDS} interleaved rounds, after a discarded ${WARM_UP_SECONDS} s warm-up of each`);
// A run of some parts keeps its own file, so it never overwrites the figures of a full run.
const output = join(DATA_DIR, parts.length === 0 ? 'bench.json' : `bench-${parts.join('-')}.json`);
mkdirSync(DATA_DIR, { recursive: true });
writeFileSync(output, JSON.stringify({ date: new Date().toISOString(), connections: CONNECTIONS, seconds: SECONDS, rounds: ROUNDS, freshStart, bundles, waterfall, lighthouse, remotes, releasePaint, photos, prints, api, season }, null, 2));
log(`figures written to ${output}`);
