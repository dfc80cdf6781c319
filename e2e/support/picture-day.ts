import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import { DEMO } from './demo';

/**
 * A picture day made through the API the staff pages call, for the journeys that are about what happens
 * after it (paying, envelopes, notices…). The pages that make one are walked by first-picture-day and
 * catalog; a journey that only needs the day ready gets it here in a few requests.
 */

export interface Owner {
  name: string;
  email: string;
  password: string;
}

/** A package of one product (its code or name), optionally an add-on from a cart total (cents). */
export interface PackagePlan {
  name: string;
  price: number;
  product: string;
  addonFrom?: number;
}

export interface PictureDayPlan {
  organization: { name: string; address: { line1: string; city: string; state?: string; postalCode?: string } };
  job: { name: string; pictureDay: string; prepayUntil?: string; gallery?: boolean };
  /** A new set of new packages, or without `packages` a set the studio has. */
  packageSet: { name: string; packages?: readonly PackagePlan[] };
  children: ReadonlyArray<{ firstName: string; lastName: string; accessCode: string }>;
  /** Photos by access code, uploaded with the file name `<code>.jpg` onto that child. */
  photos?: Record<string, Buffer>;
  publish?: boolean;
}

export interface PictureDay {
  studioId: number;
  organizationId: number;
  jobId: number;
  /** The studio's home page and the job's page in the organization editor (paths). */
  studioPath: string;
  jobPath: string;
}

async function data<T>(answer: APIResponse, what: string): Promise<T> {
  expect(answer.ok(), `${what} answered ${answer.status()}: ${await answer.text()}`).toBe(true);
  return ((await answer.json()) as { data: T }).data;
}

async function tokenOf(request: APIRequestContext, credentials: { email: string; password: string }): Promise<string> {
  return (await data<{ token: string }>(await request.post('/api/auth/login', { data: { username: credentials.email, password: credentials.password } }), 'Logging in')).token;
}

/** The studio a staff token belongs to. */
const studioOf = (token: string) => Number((JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { studio_id: number }).studio_id);

/**
 * A studio of the calling journey's own, arriving the way real ones do: asked for through setup (pending)
 * and approved by the system administrator. Answers its id. The setup route allows
 * a few requests an hour from one address: each journey keeps a slug of its own.
 */
export async function approvedStudio(request: APIRequestContext, studio: { name: string; slug: string }, owner: Owner): Promise<number> {
  const setup = await request.post('/api/auth/setup', { data: { studioName: studio.name, studioSlug: studio.slug, name: owner.name, email: owner.email, password: owner.password } });
  expect(setup.status(), `Setup answered ${setup.status()}: ${await setup.text()}`).toBe(202);
  const studioId = studioOf(await tokenOf(request, owner));
  const admin = { authorization: `Bearer ${await tokenOf(request, DEMO.systemAdmin)}` };
  await data(await request.post(`/api/admin/studios/${studioId}/approve`, { headers: admin, data: { slug: studio.slug } }), 'Approving the studio');
  return studioId;
}

/** The organization, its job (prepay open until `prepayUntil` when given), the package set offered in it, the roster and photos; published if asked. */
export async function pictureDay(request: APIRequestContext, staff: { email: string; password: string }, plan: PictureDayPlan): Promise<PictureDay> {
  const token = await tokenOf(request, staff);
  const studioId = studioOf(token);
  const headers = { authorization: `Bearer ${token}` };
  const studio = `/api/studioadmin/studios/${studioId}`;
  const post = async <T>(path: string, body: object, what: string) => data<T>(await request.post(path, { headers, data: body }), what);
  const put = async <T>(path: string, body: object, what: string) => data<T>(await request.put(path, { headers, data: body }), what);

  async function newPackageSet(name: string, packages: readonly PackagePlan[]): Promise<{ id: number }> {
    const products = await data<Array<{ code: string; name: string }>>(await request.get(`${studio}/products`, { headers }), 'Reading the products');
    const packageIds: number[] = [];
    for (const p of packages) {
      const product = products.find((candidate) => candidate.code === p.product || candidate.name === p.product);
      expect(product, `No product named ${p.product}`).toBeDefined();
      const item = { name: product!.name, altName: null, productCode: product!.code, positionCoords: null, quantity: 1, allowConsumerCrop: true, imageNodes: [{ name: 'image1', static: false, positionCoords: null, productCode: null }], textNodes: [] };
      const addon = p.addonFrom === undefined ? { type: 'standard', requiredMinPrice: 0, requiresStandard: false } : { type: 'addon_price', requiredMinPrice: p.addonFrom, requiresStandard: true };
      const created = await post<{ id: number }>(`${studio}/packages`, { name: p.name, altName: null, altDescription: null, retailCost: p.price, allowConsumerCrop: true, addon, items: [item] }, `Creating ${p.name}`);
      packageIds.push(created.id);
    }
    const set = await post<{ id: number; version: number }>(`${studio}/package-sets`, { name }, 'Creating the package set');
    await put(`${studio}/package-sets/${set.id}/packages`, { packageIds, version: set.version }, 'Filling the package set');
    return set;
  }
  async function packageSetNamed(name: string): Promise<{ id: number }> {
    const sets = await data<{ resultItems: Array<{ id: number; name: string }> }>(await request.get(`${studio}/package-sets`, { headers, params: { search: name, pageSize: 100 } }), 'Reading the package sets');
    const set = sets.resultItems.find((candidate) => candidate.name === name);
    expect(set, `No package set named ${name}`).toBeDefined();
    return set!;
  }

  const { address } = plan.organization;
  const organization = await post<{ id: number }>(`${studio}/organizations`, {
    name: plan.organization.name,
    type: 'school',
    contact: { name: null, email: null, phone: null, address: { line1: address.line1, line2: null, city: address.city, state: address.state ?? null, postalCode: address.postalCode ?? null, country: null } },
  }, 'Creating the organization');
  const organizationJobs = `${studio}/organizations/${organization.id}/jobs`;
  const job = await post<{ id: number }>(organizationJobs, { name: plan.job.name, pictureDay: plan.job.pictureDay, ...(plan.job.gallery ? { galleryAvailable: true } : {}) }, 'Creating the job');
  const settings = `${studio}/jobs/${job.id}/settings/preorder`;
  if (plan.job.prepayUntil) {
    const { importedData, opensOn, recordVersion } = await data<{ importedData: boolean; opensOn: string | null; recordVersion: number }>(await request.get(settings, { headers }), 'Reading the preorder settings');
    await put(settings, { prepayAvailable: true, importedData, opensOn, closesOn: plan.job.prepayUntil, recordVersion }, 'Saving the preorder settings');
  }

  const set = plan.packageSet.packages ? await newPackageSet(plan.packageSet.name, plan.packageSet.packages) : await packageSetNamed(plan.packageSet.name);
  await put(`${studio}/jobs/${job.id}/package-sets/${set.id}`, {}, 'Offering the package set');

  const roster = `/api/v3/studioadmin/studios/${studioId}/organizations/${organization.id}/jobs/${job.id}/subjects`;
  for (const child of plan.children) {
    const subject = await post<{ id: number }>(roster, { firstName: child.firstName, lastName: child.lastName, accessCode: child.accessCode }, `Adding ${child.firstName}`);
    const photo = plan.photos?.[child.accessCode];
    if (!photo) continue;
    const upload = await request.post(`${studio}/organizations/${organization.id}/jobs/${job.id}/imagelookups`, {
      headers,
      multipart: { subjectId: String(subject.id), file: { name: `${child.accessCode}.jpg`, mimeType: 'image/jpeg', buffer: photo } },
    });
    expect(upload.status(), `Uploading ${child.accessCode}.jpg answered ${upload.status()}: ${await upload.text()}`).toBe(201);
  }

  if (plan.publish) {
    const current = await data<{ recordVersion: number }>(await request.get(`${organizationJobs}/${job.id}`, { headers }), 'Reading the job');
    await post(`${organizationJobs}/${job.id}/publish`, { recordVersion: current.recordVersion }, 'Publishing the job');
  }
  const studioPath = `/admin/studios/${studioId}`;
  return { studioId, organizationId: organization.id, jobId: job.id, studioPath, jobPath: `${studioPath}/organizations/${organization.id}/jobs/${job.id}` };
}
