import { eq } from 'drizzle-orm';
import { jobs, orders, organizations } from '../../../db/schema';
import { studioAdminTestApp } from '../../../test-support/studio-admin';

const session = studioAdminTestApp();

const get = (url: string) => session.ctx.app.inject({ url, headers: session.auth });

describe('studio admin lists', () => {
  it('pages organizations with 50 per page by default', async () => {
    await session.ctx.db.insert(organizations).values(Array.from({ length: 53 }, (_, i) => ({ studioId: 1, name: `Club ${String(i).padStart(2, '0')}`, type: 'sport' as const })));
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

  it("splits a job's paid orders by order method and shows its prepay window and pose selection deadline", async () => {
    const before = (await get('/api/studioadmin/studios/1/jobs/1')).json().data;
    const order = { studioId: 1, jobId: 1, email: 'p@x.test', customerName: 'P', paidAt: new Date() };
    await session.ctx.db.insert(orders).values([
      { ...order, orderMethod: 'Gallery', subtotal: 2500, total: 2500 },
      { ...order, orderMethod: 'Gallery', subtotal: 900, total: 900, status: 'cancelled' },
      { ...order, orderMethod: 'Prepay', subtotal: 1200, total: 1200 },
    ]);
    await session.ctx.db.update(jobs).set({ prepayOpensOn: '2027-04-01', prepayClosesOn: '2027-04-30', yearBookPoseSelectionEndsAt: new Date('2027-05-01T12:00:00Z') }).where(eq(jobs.id, 1));
    const after = (await get('/api/studioadmin/studios/1/jobs/1')).json().data;
    expect(after.ordersByMethod).toEqual({
      Prepay: { count: before.ordersByMethod.Prepay.count + 1, revenue: before.ordersByMethod.Prepay.revenue + 1200 },
      Gallery: { count: before.ordersByMethod.Gallery.count + 1, revenue: before.ordersByMethod.Gallery.revenue + 2500 },
    });
    expect(after.orderCount).toBe(before.orderCount + 2);
    expect(after.revenue).toBe(before.revenue + 3700);
    expect(after).toMatchObject({ prepayWindow: { opensOn: '2027-04-01', closesOn: '2027-04-30' }, poseSelectionEndsAt: '2027-05-01T12:00:00.000Z' });
    const listed = (await get('/api/studioadmin/studios/1/jobs?prepay=1')).json().data.resultItems.find((j: { id: number }) => j.id === 1);
    expect(listed).toMatchObject({ ordersByMethod: after.ordersByMethod, prepayWindow: after.prepayWindow });
  });

  it('creates preferences with the defaults and updates them', async () => {
    expect((await get('/api/studioadmin/studios/1/UserPreferences')).json().data).toMatchObject({ buildMaximumCropperSize: 200, buildImagesPerRow: 6, useDarkMode: false });
    const patched = await session.ctx.app.inject({ method: 'PATCH', url: '/api/studioadmin/studios/1/UserPreferences', headers: session.auth, payload: { UseDarkMode: true, BuildImagesPerRow: 4 } });
    expect(patched.json().data).toMatchObject({ buildMaximumCropperSize: 200, buildImagesPerRow: 4, useDarkMode: true });
  });

  it('updates studio details and lists its features', async () => {
    const patched = await session.ctx.app.inject({ method: 'PATCH', url: '/api/studioadmin/studios/1', headers: session.auth, payload: { phone: '(555) 999-0000' } });
    expect(patched.json().data).toMatchObject({ name: 'Demo Photo Co', phone: '(555) 999-0000', stripeVerified: true, rspoEnabled: true });
    const bad = await session.ctx.app.inject({ method: 'PATCH', url: '/api/studioadmin/studios/1', headers: session.auth, payload: { email: 'nope' } });
    expect(bad.json()).toEqual({ errors: ['email: This value is not a valid email address'] });
    const features = (await get('/api/studioadmin/studios/1/features')).json().data;
    expect(features).toContainEqual({ identifier: 'studioVerification' });
  });
});
