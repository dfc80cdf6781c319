import { organizations } from '../../../db/schema';
import { createTestApp, type TestContext } from '../../../test-support/app';
import { bearer, loginStudioAdmin } from '../../../test-support/auth';

let ctx: TestContext;
let auth: { authorization: string };
beforeAll(async () => {
  ctx = await createTestApp();
  auth = bearer((await loginStudioAdmin(ctx.app)).token);
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ url, headers: auth });

describe('studio admin lists', () => {
  it('pages organizations with 50 per page by default', async () => {
    await ctx.db.insert(organizations).values(Array.from({ length: 53 }, (_, i) => ({ studioId: 1, name: `Club ${String(i).padStart(2, '0')}`, type: 'sport' as const })));
    const first = (await get('/api/studioadmin/studios/1/organizations')).json().data;
    expect(first).toMatchObject({ currentPage: 1, pageSize: 50, totalRecords: 55 });
    expect(first.resultItems).toHaveLength(50);
    const second = (await get('/api/studioadmin/studios/1/organizations?page=2')).json().data;
    expect(second).toMatchObject({ currentPage: 2, pageSize: 50, totalRecords: 55 });
    expect(second.resultItems).toHaveLength(5);
    const searched = (await get('/api/studioadmin/studios/1/organizations?search=lincoln&pageSize=10')).json().data;
    expect(searched).toMatchObject({ pageSize: 10, totalRecords: 1, resultItems: [{ name: 'Lincoln Elementary', type: 'school', jobCount: 2 }] });
  });

  it('refuses a bad page size', async () => {
    const response = await get('/api/studioadmin/studios/1/organizations?pageSize=0');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatch(/^pageSize: /);
  });

  it('filters the jobs of an organization by prepay and galleries (0 or 1)', async () => {
    const all = (await get('/api/studioadmin/studios/1/organizations/1/jobs')).json().data;
    expect(all.resultItems.map((j: { name: string }) => j.name).sort()).toEqual(['Archived 2025', 'Lincoln Fall Picture Day']);
    const prepay = (await get('/api/studioadmin/studios/1/organizations/1/jobs?prepay=1')).json().data;
    expect(prepay.resultItems.map((j: { name: string }) => j.name)).toEqual(['Lincoln Fall Picture Day']);
    const noPrepay = (await get('/api/studioadmin/studios/1/organizations/1/jobs?prepay=0')).json().data;
    expect(noPrepay.resultItems.map((j: { name: string }) => j.name)).toEqual(['Archived 2025']);
    expect((await get('/api/studioadmin/studios/1/organizations/1/jobs?galleries=2')).statusCode).toBe(400);
  });

  it('lists every job of the studio and shows one with its counts', async () => {
    const list = (await get('/api/studioadmin/studios/1/jobs')).json().data;
    expect(list.totalRecords).toBe(3);
    const job = (await get('/api/studioadmin/studios/1/jobs/1')).json().data;
    expect(job).toMatchObject({ name: 'Lincoln Fall Picture Day', organizationName: 'Lincoln Elementary', subjectCount: 30, orderCount: 1, published: true, prepay: { available: true } });
    expect(job.revenue).toBeGreaterThan(0);
    expect((await get('/api/studioadmin/studios/1/jobs/9999')).statusCode).toBe(404);
  });

  it('creates preferences with the defaults and updates them', async () => {
    expect((await get('/api/studioadmin/studios/1/UserPreferences')).json().data).toMatchObject({ buildMaximumCropperSize: 200, buildImagesPerRow: 6, useDarkMode: false });
    const patched = await ctx.app.inject({ method: 'PATCH', url: '/api/studioadmin/studios/1/UserPreferences', headers: auth, payload: { UseDarkMode: true, BuildImagesPerRow: 4 } });
    expect(patched.json().data).toMatchObject({ buildMaximumCropperSize: 200, buildImagesPerRow: 4, useDarkMode: true });
  });

  it('updates studio details and lists its features', async () => {
    const patched = await ctx.app.inject({ method: 'PATCH', url: '/api/studioadmin/studios/1', headers: auth, payload: { phone: '(555) 999-0000' } });
    expect(patched.json().data).toMatchObject({ name: 'Demo Photo Co', phone: '(555) 999-0000', stripeVerified: false, rspoEnabled: true });
    const bad = await ctx.app.inject({ method: 'PATCH', url: '/api/studioadmin/studios/1', headers: auth, payload: { email: 'nope' } });
    expect(bad.json()).toEqual({ errors: ['email: This value is not a valid email address'] });
    const features = (await get('/api/studioadmin/studios/1/features')).json().data;
    expect(features).toContainEqual({ identifier: 'studioVerification' });
  });
});
