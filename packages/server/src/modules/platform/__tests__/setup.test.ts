import { decodeJwt } from 'jose';
import { createTestApp, type TestContext } from '../../../test-support/app';
import { bearer, freshAddress } from '../../../test-support/auth';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const body = (overrides: Record<string, unknown> = {}) => ({
  studioName: 'Northside Portraits',
  studioSlug: 'northside',
  name: 'Nia North',
  email: 'nia@northside.test',
  password: 'Northside-2026!',
  ...overrides,
});
const setup = (payload: Record<string, unknown>) => ctx.app.inject({ method: 'POST', url: '/api/auth/setup', payload, remoteAddress: freshAddress() });

describe('POST /api/auth/setup', () => {
  it('creates a studio and its first administrator, logged in with every studio permission', async () => {
    const response = await setup(body());
    expect(response.statusCode).toBe(201);
    const { token } = response.json().data;
    const claims = decodeJwt(token);
    expect(claims.permission).toEqual(expect.arrayContaining(['studio.crud', 'studio.admin.crud', 'studio.users.crud', 'studio.financials.read']));
    const studio = await ctx.app.inject({ url: `/api/studioadmin/studios/${claims.studio_id}`, headers: bearer(token) });
    expect(studio.json().data).toMatchObject({ name: 'Northside Portraits', slug: 'northside' });
    // The new studio's admin cannot see the demo studio.
    expect((await ctx.app.inject({ url: '/api/studioadmin/studios/1', headers: bearer(token) })).statusCode).toBe(403);
  });

  it('refuses a slug that is taken', async () => {
    const response = await setup(body({ studioSlug: 'demo', email: 'other@northside.test' }));
    expect(response.statusCode).toBe(409);
    expect(response.json().errors).toEqual(['studioSlug: This studio address is already taken']);
  });

  it.each(['admin', 'login', 'api', 'remotes', 'reset-password', 'media'])('refuses the reserved slug %s', async (slug) => {
    const response = await setup(body({ studioSlug: slug, email: `${slug}@northside.test` }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatch(/^studioSlug: .*reserved/);
  });

  it('refuses an e-mail that already has an account', async () => {
    const response = await setup(body({ studioSlug: 'southside', email: 'studio@shutterday.test' }));
    expect(response.statusCode).toBe(409);
  });
});
