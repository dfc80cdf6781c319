import { randomBytes } from 'node:crypto';
import { CART_KEY_HEADER, isStandardAddon, type CustomerPackage, type SubjectMatch } from '@shutterday/domain';

/** What the customer measurements need of the demo data: the demo child's job and a filled cart. */
export interface DemoCart {
  studioSlug: string;
  studioId: number;
  jobId: number;
  cartKey: string;
}

const DEMO_SLUG = 'demo';
const DEMO_CHILD = { firstName: 'Ava', lastName: 'Johnson' };

async function call<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/**
 * Fills a cart of the demo studio the way a parent does, through the public API: the demo child found
 * by name, then every standard package of the job with its default options and one add-on.
 */
export async function prepareDemoCart(baseUrl: string): Promise<DemoCart> {
  const api = `${baseUrl}/api/customer`;
  const studio = await call<{ id: number }>(`${api}/studios/${DEMO_SLUG}`);
  const query = new URLSearchParams(DEMO_CHILD);
  let found: { jobId: number; child: SubjectMatch } | null = null;
  // Every page of the studio's jobs: on the season's data (bench -- season) the demo's job is one of 200.
  for (let page = 1; !found; page++) {
    const jobs = await call<{ resultItems: { id: number }[] }>(`${api}/studios/${studio.id}/jobs?page=${page}`);
    if (jobs.resultItems.length === 0) break;
    for (const { id } of jobs.resultItems) {
      const [child] = await call<SubjectMatch[]>(`${api}/jobs/${id}/subjects/search?${query}`);
      if (child) {
        found = { jobId: id, child };
        break;
      }
    }
  }
  if (!found) throw new Error(`the demo child ${DEMO_CHILD.firstName} ${DEMO_CHILD.lastName} is in no open job of the demo studio`);
  const { jobId, child } = found;
  const packages = await call<CustomerPackage[]>(`${api}/jobs/${jobId}/packages?orderMethod=Prepay`);
  const standard = packages.filter((p) => isStandardAddon(p.packageAddon));
  const addon = packages.find((p) => !isStandardAddon(p.packageAddon));

  const cartKey = randomBytes(32).toString('base64url');
  for (const pkg of [...standard, ...(addon ? [addon] : [])]) {
    await call(`${api}/jobs/${jobId}/cartpackages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CART_KEY_HEADER]: cartKey },
      body: JSON.stringify({ packageId: pkg.id, subjectId: child.id, subjectToken: child.subjectToken, orderMethod: 'Prepay', quantity: 1 }),
    });
  }
  return { studioSlug: DEMO_SLUG, studioId: studio.id, jobId, cartKey };
}
