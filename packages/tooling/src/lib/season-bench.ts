import { readFileSync, readdirSync } from 'node:fs';
import autocannon from 'autocannon';
import { openDatabase, seedSeason, SEASON, type SeasonResult } from '@shutterday/server';
import { studioAdminToken } from './import-bench';
import { log } from './process';

/** Staff at once on the lists (issue 24: p99 < 100 ms at 10 concurrent staff). */
export const SEASON_STAFF = 10;
const LIST_SECONDS = Number(process.env.BENCH_SEASON_SECONDS ?? 6);
const WARM_UP_SECONDS = 2;
export const LIST_P99_AIM_MS = 100;
export const REPORT_AIM_SECONDS = 3;

export interface SeasonList {
  name: string;
  requestsPerSecond: number;
  p99ms: number;
  errors: number;
}

export interface SeasonReport {
  name: string;
  seconds: number;
  bytes: number;
  rows: number;
  /** The server's resident memory before the download and its highest while it ran, MB. */
  rssBeforeMb: number;
  rssPeakMb: number;
}

/** Seeds the season into the demo studio of a migrated, demo-seeded PostgreSQL (the server must not be running). */
export async function seedSeasonInto(databaseUrl: string): Promise<SeasonResult> {
  const handle = openDatabase({ databaseUrl, pgliteDir: null });
  try {
    const seeded = await seedSeason(handle.db, SEASON);
    log(
      `season     seeded ${seeded.jobs} jobs, ${seeded.subjects} children, ${seeded.photos} photos, ${seeded.orders} orders (${seeded.orderLines} lines) in ${(seeded.ms / 1000).toFixed(1)} s`,
    );
    return seeded;
  } finally {
    await handle.close();
  }
}

async function call<T>(url: string, token: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, { ...init, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** Resident memory of a process and its children (the server runs under tsx's wrapper), MB. */
function treeRssMb(pid: number): number {
  let kb = 0;
  const visit = (id: number) => {
    try {
      const status = readFileSync(`/proc/${id}/status`, 'utf8');
      kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      for (const task of readdirSync(`/proc/${id}/task`)) {
        const children = readFileSync(`/proc/${id}/task/${task}/children`, 'utf8').trim();
        for (const child of children ? children.split(/\s+/) : []) visit(Number(child));
      }
    } catch {
      // The process ended meanwhile.
    }
  };
  visit(pid);
  return Math.round(kb / 1024);
}

/**
 * Every staff list and search of the season's studio at 10 concurrent staff (autocannon, one studio
 * administrator's token), then each report and CSV export of the whole season one at a time, timed to
 * the last byte with the server's memory sampled while it streams.
 */
export async function benchSeasonStaff(baseUrl: string, serverPid: number, studioId: number): Promise<{ lists: SeasonList[]; reports: SeasonReport[] }> {
  const token = await studioAdminToken(baseUrl);
  const studio = `${baseUrl}/api/studioadmin/studios/${studioId}`;
  type Paged = { resultItems: Array<{ id: number }>; totalRecords: number; pageSize: number };
  // A job of the season (each has ~300 children and ~500 orders) and the last page of each studio-wide list.
  const job = (await call<Paged>(`${studio}/jobs?search=Fall%20Picture%20Day%202026`, token)).resultItems[0]!;
  const jobs = await call<Paged>(`${studio}/jobs`, token);
  const organizations = await call<Paged>(`${studio}/organizations`, token);
  const subjects = await call<Paged>(`${studio}/jobs/${job.id}/subjects`, token);
  const orders = await call<Paged>(`${studio}/jobs/${job.id}/orders`, token);
  const lastPage = (list: Paged) => Math.max(1, Math.ceil(list.totalRecords / list.pageSize));
  const lists: Array<{ name: string; path: string }> = [
    { name: 'organizations', path: `${studio}/organizations` },
    { name: 'organizations search', path: `${studio}/organizations?search=Lincoln` },
    { name: 'organizations last page', path: `${studio}/organizations?page=${lastPage(organizations)}` },
    { name: 'jobs', path: `${studio}/jobs` },
    { name: 'jobs search', path: `${studio}/jobs?search=Riverside` },
    { name: 'jobs last page', path: `${studio}/jobs?page=${lastPage(jobs)}` },
    { name: 'subjects of a job', path: `${studio}/jobs/${job.id}/subjects` },
    { name: 'subjects search', path: `${studio}/jobs/${job.id}/subjects?search=Garcia` },
    { name: 'subjects last page', path: `${studio}/jobs/${job.id}/subjects?page=${lastPage(subjects)}` },
    { name: 'orders of a job', path: `${studio}/jobs/${job.id}/orders` },
    { name: 'orders search', path: `${studio}/jobs/${job.id}/orders?search=Nguyen` },
    { name: 'orders last page', path: `${studio}/jobs/${job.id}/orders?page=${lastPage(orders)}` },
    { name: 'coupons', path: `${studio}/coupon-codes` },
    { name: 'coupons search', path: `${studio}/coupon-codes?search=SEASON12` },
    { name: 'users', path: `${studio}/users` },
    { name: 'users search', path: `${studio}/users?search=staff3` },
  ];
  const headers = { authorization: `Bearer ${token}` };
  const measured: SeasonList[] = [];
  for (const list of lists) {
    const first = await fetch(list.path, { headers });
    if (!first.ok) throw new Error(`GET ${list.path} answered ${first.status}: ${await first.text()}`);
    await autocannon({ url: list.path, headers, connections: SEASON_STAFF, duration: WARM_UP_SECONDS }); // discarded
    const result = await autocannon({ url: list.path, headers, connections: SEASON_STAFF, duration: LIST_SECONDS });
    const figures = { name: list.name, requestsPerSecond: Math.round(result.requests.average), p99ms: result.latency.p99, errors: result.errors + result.non2xx };
    log(`season     ${list.name.padEnd(26)} p99 ${String(figures.p99ms).padStart(4)} ms  ${String(figures.requestsPerSecond).padStart(5)} req/s  errors ${figures.errors}${figures.p99ms >= LIST_P99_AIM_MS ? '  (aim < 100 ms: not met)' : ''}`);
    measured.push(figures);
  }

  const reports: Array<{ name: string; path: string; body?: unknown }> = [
    { name: 'payments summary (season)', path: `${studio}/reports/payments/summary` },
    { name: 'payments CSV (season)', path: `${studio}/reports/payments/export`, body: {} },
    { name: 'subjects CSV (one job)', path: `${studio}/reports/subjects/export`, body: { jobId: job.id } },
    { name: 'yearbook CSV (one job)', path: `${studio}/reports/yearbook/export`, body: { jobId: job.id } },
  ];
  const timed: SeasonReport[] = [];
  for (const report of reports) {
    const rssBeforeMb = treeRssMb(serverPid);
    let rssPeakMb = rssBeforeMb;
    const sampler = setInterval(() => (rssPeakMb = Math.max(rssPeakMb, treeRssMb(serverPid))), 50);
    const started = performance.now();
    let bytes = 0;
    let newlines = 0;
    try {
      const init: RequestInit = report.body === undefined ? { headers } : { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(report.body) };
      const response = await fetch(report.path, init);
      if (!response.ok) throw new Error(`${report.path} answered ${response.status}: ${await response.text()}`);
      // Lines counted with indexOf, not a JS loop over 26 MB: the client must not take the core the server needs.
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        bytes += chunk.length;
        for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) newlines++;
      }
    } finally {
      clearInterval(sampler);
    }
    const seconds = (performance.now() - started) / 1000;
    rssPeakMb = Math.max(rssPeakMb, treeRssMb(serverPid));
    const figures = { name: report.name, seconds: Math.round(seconds * 100) / 100, bytes, rows: Math.max(0, newlines - 1), rssBeforeMb, rssPeakMb };
    log(
      `season     ${report.name.padEnd(26)} ${figures.seconds.toFixed(2)} s  ${bytes >= 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : `${Math.round(bytes / 1e3)} KB`}${report.body === undefined ? '' : `, ${figures.rows} rows`}  server RSS ${rssBeforeMb} → peak ${rssPeakMb} MB${seconds > REPORT_AIM_SECONDS ? '  (aim ≤ 3 s: not met)' : ''}`,
    );
    timed.push(figures);
  }
  return { lists: measured, reports: timed };
}
