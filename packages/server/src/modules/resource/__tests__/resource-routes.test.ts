import { ORGANIZATION_HAS_ORDERS_MESSAGE, STALE_RECORD_MESSAGE } from '@shutterday/domain';
import { openApprovedStudio } from '../../../test-support/approved-studio';
import { studioAdminTestApp } from '../../../test-support/studio-admin';
import { organizationsRepository } from '../../events';

// The generic resource helper, exercised through the first resource built on it (organizations).
const session = studioAdminTestApp();
const { call } = session;
let otherStudioId: number;
beforeAll(async () => {
  ({ studioId: otherStudioId } = await openApprovedStudio(session.ctx.app, {
    studioName: 'Studio B',
    studioSlug: 'studio-b',
    name: 'Bea B',
    email: 'bea@studio-b.test',
    password: 'Studio-B-password!',
  }));
});

const base = '/api/studioadmin/studios/1/organizations';

describe('GET {base}: the paged list', () => {
  it('pages 50 from page 1, searches and filters by type', async () => {
    for (let i = 0; i < 53; i += 1) await organizationsRepository.create(session.ctx.db, { studioId: 1 }, { name: `Paging Club ${String(i).padStart(2, '0')}`, type: 'sport', contact: null });
    const first = (await call('GET', `${base}?search=paging club`)).json().data;
    expect(first).toMatchObject({ currentPage: 1, pageSize: 50, totalRecords: 53 });
    expect(first.resultItems).toHaveLength(50);
    expect(first.resultItems[0]).toMatchObject({ name: 'Paging Club 00', version: 1 });
    const second = (await call('GET', `${base}?search=paging club&page=2`)).json().data;
    expect(second.resultItems.map((o: { name: string }) => o.name)).toEqual(['Paging Club 50', 'Paging Club 51', 'Paging Club 52']);
    const schools = (await call('GET', `${base}?type=school`)).json().data;
    expect(schools.resultItems.map((o: { name: string }) => o.name)).toEqual(['Lincoln Elementary']);
    expect((await call('GET', `${base}?type=museum`)).json().data.totalRecords).toBe(0);
  });

  it("never lists another studio's records", async () => {
    await organizationsRepository.create(session.ctx.db, { studioId: otherStudioId }, { name: 'Studio B Only', type: 'school', contact: null });
    expect((await call('GET', `${base}?search=studio b only`)).json().data.totalRecords).toBe(0);
  });
});

describe('GET, PUT and DELETE {base}/{id} of another studio', () => {
  it('answer 404, as if the record did not exist', async () => {
    const foreign = await organizationsRepository.create(session.ctx.db, { studioId: otherStudioId }, { name: 'Foreign', type: 'sport', contact: null });
    const url = `${base}/${foreign.id}`;
    for (const response of [await call('GET', url), await call('PUT', url, { name: 'Taken over', type: 'sport', version: 1 }), await call('DELETE', url)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ errors: ['Organization not found'] });
    }
    expect((await organizationsRepository.find(session.ctx.db, { studioId: otherStudioId }, foreign.id))?.name).toBe('Foreign');
  });
});

describe('POST and PUT', () => {
  it('creates (201), reads back, and updates with the version it read', async () => {
    const created = await call('POST', base, { name: 'Maple High', type: 'school' });
    expect(created.statusCode).toBe(201);
    const { id, version } = created.json().data;
    expect(version).toBe(1);
    const updated = await call('PUT', `${base}/${id}`, { name: 'Maple High School', type: 'school', version });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ name: 'Maple High School', version: 2 });
    expect((await call('GET', `${base}/${id}`)).json().data.name).toBe('Maple High School');
  });

  it('answers 409 with a clear message to the second of two saves of the same version, and keeps the first', async () => {
    const { id } = (await call('POST', base, { name: 'Oak Rovers', type: 'sport' })).json().data;
    const first = await call('PUT', `${base}/${id}`, { name: 'Oak Rovers FC', type: 'sport', version: 1 });
    const second = await call('PUT', `${base}/${id}`, { name: 'Oak Rangers', type: 'sport', version: 1 });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ errors: [STALE_RECORD_MESSAGE] });
    expect((await call('GET', `${base}/${id}`)).json().data).toMatchObject({ name: 'Oak Rovers FC', version: 2 });
  });

  it('refuses a PUT without a version, unknown fields and over-long text (400)', async () => {
    const { id } = (await call('POST', base, { name: 'Birch Academy', type: 'school' })).json().data;
    expect((await call('PUT', `${base}/${id}`, { name: 'Birch', type: 'school' })).json().errors).toEqual(['version: This field is required']);
    expect((await call('POST', base, { name: 'X', type: 'school', admin: true })).statusCode).toBe(400);
    expect((await call('POST', base, { name: 'x'.repeat(121), type: 'school' })).json().errors).toEqual(['name: Use at most 120 characters']);
  });
});

describe('DELETE {base}/{id}', () => {
  it('deletes (204), then the record is gone (404)', async () => {
    const { id } = (await call('POST', base, { name: 'Short-lived', type: 'sport' })).json().data;
    expect((await call('DELETE', `${base}/${id}`)).statusCode).toBe(204);
    expect((await call('GET', `${base}/${id}`)).statusCode).toBe(404);
  });

  it('is refused with 409 and the reason while a job of the organization has orders', async () => {
    // Lincoln Elementary (id 1) holds the demo order 100001.
    const response = await call('DELETE', `${base}/1`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ errors: [ORGANIZATION_HAS_ORDERS_MESSAGE] });
    expect((await call('GET', `${base}/1`)).statusCode).toBe(200);
  });
});
