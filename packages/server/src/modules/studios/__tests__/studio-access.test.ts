import { createTestApp, type TestContext } from '../../../test-support/app';
import { openApprovedStudio } from '../../../test-support/approved-studio';
import { bearer, loginStudioAdmin, loginSystemAdmin } from '../../../test-support/auth';

let ctx: TestContext;
let otherStudioId: number;
let otherToken: string;
beforeAll(async () => {
  ctx = await createTestApp();
  ({ token: otherToken, studioId: otherStudioId } = await openApprovedStudio(ctx.app, {
    studioName: 'Studio B',
    studioSlug: 'studio-b',
    name: 'Bea B',
    email: 'bea@studio-b.test',
    password: 'Studio-B-password!',
  }));
});
afterAll(() => ctx.close());

const STUDIO_PATHS = ['', '/features', '/UserPreferences', '/earned-totals', '/organizations', '/organizations/1', '/organizations/1/jobs', '/jobs', '/jobs/1'];

describe('studio isolation', () => {
  it.each(STUDIO_PATHS)("refuses studio B's admin on studio A%s with 403", async (path) => {
    const response = await ctx.app.inject({ url: `/api/studioadmin/studios/1${path}`, headers: bearer(otherToken) });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ errors: ['You do not have access to this studio'] });
  });

  it('refuses a PATCH across studios and changes nothing', async () => {
    const response = await ctx.app.inject({ method: 'PATCH', url: '/api/studioadmin/studios/1', headers: bearer(otherToken), payload: { name: 'Hijacked' } });
    expect(response.statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/customer/studios/demo' })).json().data.name).toBe('Demo Photo Co');
  });

  it("does not show another studio's organization through one's own studio path", async () => {
    const response = await ctx.app.inject({ url: `/api/studioadmin/studios/${otherStudioId}/organizations/1`, headers: bearer(otherToken) });
    expect(response.statusCode).toBe(404);
  });

  it('lets the system administrator act on any studio', async () => {
    const { token } = await loginSystemAdmin(ctx.app);
    expect((await ctx.app.inject({ url: '/api/studioadmin/studios/1', headers: bearer(token) })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: `/api/studioadmin/studios/${otherStudioId}`, headers: bearer(token) })).statusCode).toBe(200);
  });

  it('keeps /api/admin for system administrators', async () => {
    const studio = await loginStudioAdmin(ctx.app);
    expect((await ctx.app.inject({ url: '/api/admin/studios', headers: bearer(studio.token) })).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/admin/studios' })).statusCode).toBe(401);
    const admin = await loginSystemAdmin(ctx.app);
    const list = await ctx.app.inject({ url: '/api/admin/studios?search=studio', headers: bearer(admin.token) });
    expect(list.json().data).toMatchObject({ totalRecords: 1, resultItems: [{ slug: 'studio-b', jobCount: 0 }] });
    expect((await ctx.app.inject({ url: '/api/admin/studios/1', headers: bearer(admin.token) })).json().data.name).toBe('Demo Photo Co');
  });
});
