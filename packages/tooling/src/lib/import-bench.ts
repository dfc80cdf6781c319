import { SUBJECT_BULK_LIMIT, type SubjectBulkRow } from '@shutterday/domain/staff';
const STUDIO_ADMIN = { username: 'studio@shutterday.test', password: 'Studio-demo-2026!' };
export const IMPORT_ROWS = 10_000;

async function call<T>(url: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers = { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) };
  const response = await fetch(url, { ...init, headers });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

const rows = (run: string): SubjectBulkRow[] =>
  Array.from({ length: IMPORT_ROWS }, (_, i) => ({
    firstName: `Kid${i}`, lastName: `Bench${run}`, group: `Class ${i % 40}`, accessCode: null, externalId: `B${run}-${i}`, line: i + 2,
    fields: [{ name: 'phone', value: `555-${String(i).padStart(4, '0')}` }, { name: 'grade', value: String(i % 12) }],
  }));

/** An access token of the demo studio's administrator. */
export async function studioAdminToken(baseUrl: string): Promise<string> {
  return (await call<{ token: string }>(`${baseUrl}/api/auth/login`, { method: 'POST', body: JSON.stringify(STUDIO_ADMIN) })).token;
}

/**
 * The data import as the browser sends it: 10,000 rows (external id, group, two data fields) in chunks of
 * SUBJECT_BULK_LIMIT, one after another, into a new job of the demo studio; then the same file again
 * (every row an update). Answers both durations.
 */
export async function benchImport(baseUrl: string): Promise<{ rows: number; createSeconds: number; reimportSeconds: number }> {
  const token = await studioAdminToken(baseUrl);
  const studio = `${baseUrl}/api/studioadmin/studios/1`;
  const organization = (await call<{ resultItems: Array<{ id: number }> }>(`${studio}/organizations`, { token })).resultItems[0]!;
  const run = String(Date.now());
  const job = await call<{ id: number }>(`${studio}/organizations/${organization.id}/jobs`, { method: 'POST', token, body: JSON.stringify({ name: `Import bench ${run}` }) });
  const bulk = `${baseUrl}/api/v3/studioadmin/studios/1/organizations/${organization.id}/jobs/${job.id}/subjects/bulk`;
  const file = rows(run);
  const importAll = async () => {
    const started = performance.now();
    for (let start = 0; start < file.length; start += SUBJECT_BULK_LIMIT) {
      await call(bulk, { method: 'POST', token, body: JSON.stringify({ subjects: file.slice(start, start + SUBJECT_BULK_LIMIT) }) });
    }
    return (performance.now() - started) / 1000;
  };
  const createSeconds = await importAll();
  const reimportSeconds = await importAll();
  return { rows: file.length, createSeconds, reimportSeconds };
}
