import { CATALOG_MESSAGES, STALE_RECORD_MESSAGE } from '@shutterday/domain';
import { customerClient, LINCOLN, PACKAGE_C, packageId, subjectWithToken } from '../../../test-support/ordering';
import { studioAdminTestApp } from '../../../test-support/studio-admin';

const session = studioAdminTestApp();
const { call } = session;
const studio = '/api/studioadmin/studios/1';
const stale = { errors: [STALE_RECORD_MESSAGE] };
const item = { name: 'Print', productCode: '8x10', imageNodes: [{ name: 'image1' }] };

async function newPackage(name: string): Promise<number> {
  return (await call('POST', `${studio}/packages`, { name, retailCost: 1000, items: [item] })).json().data.id;
}

describe('package sets', () => {
  it('creates, renames with the version it read (409 for the second editor), refuses a duplicate name, deletes', async () => {
    const created = await call('POST', `${studio}/package-sets`, { name: 'Spring 2027' });
    expect(created.statusCode).toBe(201);
    const set = created.json().data;
    expect(set).toMatchObject({ name: 'Spring 2027', version: 1, packageCount: 0 });
    expect((await call('PUT', `${studio}/package-sets/${set.id}`, { name: 'Spring 2027 sets', version: 1 })).json().data).toMatchObject({ version: 2 });
    expect((await call('PUT', `${studio}/package-sets/${set.id}`, { name: 'Lost edit', version: 1 })).json()).toEqual(stale);
    const duplicate = await call('POST', `${studio}/package-sets`, { name: 'spring 2027 SETS' });
    expect([duplicate.statusCode, duplicate.json()]).toEqual([409, { errors: [CATALOG_MESSAGES.packageSetNameTaken] }]);
    expect((await call('GET', `${studio}/package-sets?search=spring 2027`)).json().data.totalRecords).toBe(1);
    expect((await call('DELETE', `${studio}/package-sets/${set.id}`)).statusCode).toBe(204);
  });

  it('adds, orders and removes packages in one versioned write; a package is in one set at a time', async () => {
    const set = (await call('POST', `${studio}/package-sets`, { name: 'Order me' })).json().data;
    const other = (await call('POST', `${studio}/package-sets`, { name: 'Other set' })).json().data;
    const [a, b, c] = [await newPackage('Set A'), await newPackage('Set B'), await newPackage('Set C')];
    const url = `${studio}/package-sets/${set.id}/packages`;
    const first = (await call('PUT', url, { packageIds: [b, a, c], version: 1 })).json().data;
    expect(first.packages.map((p: { id: number }) => p.id)).toEqual([b, a, c]);
    expect(first).toMatchObject({ version: 2, packageCount: 3 });
    const second = (await call('PUT', url, { packageIds: [c, b], version: 2 })).json().data;
    expect(second.packages.map((p: { id: number }) => p.id)).toEqual([c, b]);
    expect((await call('GET', `${studio}/packages/${a}`)).json().data.packageSetId).toBeNull();
    expect((await call('PUT', url, { packageIds: [a], version: 2 })).json()).toEqual(stale);
    await call('PUT', `${studio}/package-sets/${other.id}/packages`, { packageIds: [b], version: 1 });
    expect((await call('GET', url)).json().data.packages.map((p: { id: number }) => p.id)).toEqual([c]);
  });

  it('refuses unknown, foreign or repeated package ids', async () => {
    const set = (await call('POST', `${studio}/package-sets`, { name: 'Strict' })).json().data;
    const url = `${studio}/package-sets/${set.id}/packages`;
    expect((await call('PUT', url, { packageIds: [999999], version: 1 })).json()).toEqual({ errors: ['packageIds: Package not found'] });
    const id = await newPackage('Twice');
    expect((await call('PUT', url, { packageIds: [id, id], version: 1 })).statusCode).toBe(400);
    expect((await call('GET', url)).json().data).toMatchObject({ version: 1, packages: [] });
  });
});

describe('job package sets and packages', () => {
  it('assigns a set to a job (the customer is then offered its packages), refuses deleting it while assigned, unassigns', async () => {
    const set = (await call('POST', `${studio}/package-sets`, { name: 'Job offer' })).json().data;
    const id = await newPackage('Offered in Lincoln');
    await call('PUT', `${studio}/package-sets/${set.id}/packages`, { packageIds: [id], version: 1 });
    const jobUrl = `${studio}/jobs/${LINCOLN}/package-sets`;
    const assigned = await call('PUT', `${jobUrl}/${set.id}`, {});
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().data.map((s: { id: number }) => s.id)).toContain(set.id);
    expect((await call('GET', `${jobUrl}/${set.id}`)).json().data).toMatchObject({ assigned: true, packages: [{ id }] });
    expect((await call('GET', `${studio}/jobs/${LINCOLN}/packages`)).json().data.map((p: { id: number }) => p.id)).toContain(id);
    const customer = (await session.ctx.app.inject({ url: `/api/customer/jobs/${LINCOLN}/packages?orderMethod=Prepay` })).json().data;
    expect(customer.map((p: { id: number }) => p.id)).toContain(id);
    const refused = await call('DELETE', `${studio}/package-sets/${set.id}`);
    expect([refused.statusCode, refused.json()]).toEqual([409, { errors: [CATALOG_MESSAGES.packageSetAssigned] }]);
    expect((await call('DELETE', `${jobUrl}/${set.id}`)).json().data.map((s: { id: number }) => s.id)).not.toContain(set.id);
    expect((await call('GET', `${jobUrl}/${set.id}`)).json().data.assigned).toBe(false);
  });

  it('answers 404 for a job or set of another studio', async () => {
    expect((await call('GET', `${studio}/jobs/999999/package-sets`)).json()).toEqual({ errors: ['Job not found'] });
    expect((await call('PUT', `${studio}/jobs/${LINCOLN}/package-sets/999999`, {})).json()).toEqual({ errors: ['Package set not found'] });
  });
});

describe('coupon codes', () => {
  const save = { code: 'save15', discountType: 'percent', value: 15 };

  it('creates (code kept upper case), lists by scope, refuses duplicates and a percent over 100, 409 for a stale edit', async () => {
    const created = await call('POST', `${studio}/coupon-codes`, save);
    expect(created.statusCode).toBe(201);
    const coupon = created.json().data;
    expect(coupon).toMatchObject({ code: 'SAVE15', discountType: 'percent', value: 15, jobId: null, jobName: null, maxUses: null, uses: 0, version: 1 });
    expect((await call('POST', `${studio}/coupon-codes`, { ...save, code: 'Save15' })).json()).toEqual({ errors: [CATALOG_MESSAGES.couponCodeTaken] });
    expect((await call('POST', `${studio}/coupon-codes`, { ...save, code: 'BIG', value: 150 })).json()).toEqual({ errors: ['value: A percent is at most 100'] });
    const dates = { ...save, code: 'BACKWARDS', startsAt: '2027-02-01T00:00:00.000Z', endsAt: '2027-01-01T00:00:00.000Z' };
    expect((await call('POST', `${studio}/coupon-codes`, dates)).json()).toEqual({ errors: ['endsAt: The end must be after the start'] });
    expect((await call('PUT', `${studio}/coupon-codes/${coupon.id}`, { ...save, value: 20, version: 1 })).json().data).toMatchObject({ value: 20, version: 2 });
    expect((await call('PUT', `${studio}/coupon-codes/${coupon.id}`, { ...save, value: 25, version: 1 })).json()).toEqual(stale);
    expect((await call('GET', `${studio}/coupon-codes?type=studio&search=save15`)).json().data.totalRecords).toBe(1);
    expect((await call('GET', `${studio}/coupon-codes?type=job&search=save15`)).json().data.totalRecords).toBe(0);
  });

  it("is redeemed by the checkout's promo field: a job's coupon only in that job, not before it starts", async () => {
    const lincoln = (await call('POST', `${studio}/coupon-codes`, { code: 'LINCOLN20', discountType: 'percent', value: 20, jobId: LINCOLN })).json().data;
    // The list says which job by its name, as the studio knows it.
    expect(lincoln).toMatchObject({ jobId: LINCOLN, jobName: 'Lincoln Fall Picture Day' });
    expect((await call('GET', `${studio}/coupon-codes?type=job&search=lincoln20`)).json().data.resultItems).toMatchObject([{ jobName: 'Lincoln Fall Picture Day' }]);
    await call('POST', `${studio}/coupon-codes`, { code: 'OTHERJOB', discountType: 'amount', value: 500, jobId: 2 });
    await call('POST', `${studio}/coupon-codes`, { code: 'LATER', discountType: 'amount', value: 500, startsAt: '2099-01-01T00:00:00.000Z' });
    const client = customerClient(session.ctx.app);
    const { subject, token } = await subjectWithToken(session.ctx.app, session.ctx.db);
    await client.post(`/api/customer/jobs/${LINCOLN}/cartpackages`, { packageId: await packageId(session.ctx.db, PACKAGE_C), subjectId: subject.id, subjectToken: token, orderMethod: 'Prepay' });
    const promo = (code: string) => client.post(`/api/customer/jobs/${LINCOLN}/checkout/promo`, { code });
    const applied = (await promo('lincoln20')).json().data;
    expect(applied.promoCode).toBe('LINCOLN20');
    expect(applied.discount).toBe(Math.round(applied.subtotal * 0.2));
    expect((await promo('OTHERJOB')).json()).toEqual({ errors: ['This promo code is not valid'] });
    expect((await promo('LATER')).statusCode).toBe(400);
  });

  it('refuses a job of another studio', async () => {
    expect((await call('POST', `${studio}/coupon-codes`, { ...save, code: 'NOJOB', jobId: 999999 })).json()).toEqual({ errors: ['Job not found'] });
  });
});

describe('job promotions', () => {
  const url = `${studio}/jobs/${LINCOLN}/promotions`;
  const body = { code: 'spring', name: 'Spring offer', discountType: 'amount', value: 300, minimumTotal: 2000 };

  it('creates, lists, updates with the version (409 for the second editor), refuses a duplicate code, deletes', async () => {
    const created = (await call('POST', url, body)).json().data;
    expect(created).toMatchObject({ code: 'SPRING', jobId: LINCOLN, value: 300, minimumTotal: 2000, version: 1 });
    expect((await call('GET', `${url}?search=spring`)).json().data.resultItems).toHaveLength(1);
    expect((await call('POST', url, body)).json()).toEqual({ errors: [CATALOG_MESSAGES.promotionCodeTaken] });
    expect((await call('PUT', `${url}/${created.id}`, { ...body, value: 400, version: 1 })).json().data).toMatchObject({ value: 400, version: 2 });
    expect((await call('PUT', `${url}/${created.id}`, { ...body, value: 500, version: 1 })).json()).toEqual(stale);
    expect((await call('DELETE', `${url}/${created.id}`)).statusCode).toBe(204);
  });

  it("answers 404 'Job not found' for a job of another studio, on every operation", async () => {
    const foreign = `${studio}/jobs/999999/promotions`;
    for (const answer of [await call('GET', foreign), await call('POST', foreign, body), await call('GET', `${foreign}/1`), await call('DELETE', `${foreign}/1`)]) {
      expect(answer.json()).toEqual({ errors: ['Job not found'] });
    }
  });
});

describe('package preferences', () => {
  it('reads the defaults, saves with the version (409 for the second editor), refuses a foreign set', async () => {
    const url = `${studio}/package-preferences`;
    expect((await call('GET', url)).json().data).toEqual({ defaultPackageSetId: null, prepayAvailable: true, galleryAvailable: true, version: 1 });
    const set = (await call('POST', `${studio}/package-sets`, { name: 'Default set' })).json().data;
    const saved = await call('PUT', url, { defaultPackageSetId: set.id, prepayAvailable: false, galleryAvailable: true, version: 1 });
    expect(saved.json().data).toEqual({ defaultPackageSetId: set.id, prepayAvailable: false, galleryAvailable: true, version: 2 });
    expect((await call('PUT', url, { defaultPackageSetId: null, version: 1 })).json()).toEqual(stale);
    expect((await call('PUT', url, { defaultPackageSetId: 999999, version: 2 })).json()).toEqual({ errors: ['defaultPackageSetId: Package set not found'] });
  });
});
