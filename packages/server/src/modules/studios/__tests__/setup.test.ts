import { SETUP_ACCEPTED_MESSAGE, STUDIO_PENDING_MESSAGE } from '@shutterday/domain';
import { desc, sql } from 'drizzle-orm';
import { mailLog } from '../../../db/schema';
import { createTestApp, type TestContext } from '../../../test-support/app';
import { bearer, freshAddress, login, loginStudioAdmin, loginSystemAdmin } from '../../../test-support/auth';

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
const count = async (table: string) => ((await ctx.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
const lastMail = async () => (await ctx.db.select().from(mailLog).orderBy(desc(mailLog.id)).limit(1))[0];

describe('POST /api/auth/setup', () => {
  let newAnswer: { statusCode: number; body: string };

  it('accepts a new e-mail with 202, opening a pending studio whose owner is told by mail', async () => {
    newAnswer = await setup(body());
    expect(newAnswer.statusCode).toBe(202);
    expect(JSON.parse(newAnswer.body).data).toEqual({ accepted: true, message: SETUP_ACCEPTED_MESSAGE });
    expect(await lastMail()).toMatchObject({ to: 'nia@northside.test', subject: expect.stringMatching(/waiting for approval/) });
  });

  it('answers an e-mail that already has an account exactly like a new one, creates nothing and mails that address', async () => {
    const [studiosBefore, usersBefore] = [await count('studios'), await count('users')];
    const taken = await setup(body({ studioSlug: 'southside', email: 'studio@shutterday.test' }));
    expect(taken.statusCode).toBe(newAnswer.statusCode);
    expect(taken.body).toBe(newAnswer.body);
    expect([await count('studios'), await count('users')]).toEqual([studiosBefore, usersBefore]);
    expect(await lastMail()).toMatchObject({ to: 'studio@shutterday.test', subject: expect.stringMatching(/tried to open/) });
  });

  it('refuses a slug that is taken (the studio address is public; the answer does not depend on the e-mail)', async () => {
    const response = await setup(body({ studioSlug: 'demo', email: 'other@northside.test' }));
    expect(response.statusCode).toBe(409);
    expect(response.json().errors).toEqual(['studioSlug: This studio address is already taken']);
  });

  it.each(['admin', 'login', 'api', 'remotes', 'reset-password', 'media'])('refuses the reserved slug %s', async (slug) => {
    const response = await setup(body({ studioSlug: slug, email: `${slug}@northside.test` }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatch(/^studioSlug: .*reserved/);
  });
});

describe('a studio opened by setup, until a system administrator approves it', () => {
  let token: string;
  let studioId: number;
  beforeAll(async () => {
    expect((await setup(body({ studioSlug: 'eastside', email: 'erin@eastside.test' }))).statusCode).toBe(202);
    ({ token } = await login(ctx.app, 'erin@eastside.test', 'Northside-2026!'));
    studioId = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).studio_id;
  });
  const studioCall = (path = '') => ctx.app.inject({ url: `/api/studioadmin/studios/${studioId}${path}`, headers: bearer(token) });
  const approve = async (id: number, authToken: string, slug = 'eastside') =>
    ctx.app.inject({ method: 'POST', url: `/api/admin/studios/${id}/approve`, headers: bearer(authToken), payload: { slug } });

  it('lets its staff log in but answers 403 with a clear message on every studio admin call', async () => {
    for (const path of ['', '/features', '/jobs']) {
      const response = await studioCall(path);
      expect(response.statusCode).toBe(403);
      expect(response.json().errors).toEqual([STUDIO_PENDING_MESSAGE]);
    }
  });

  it('hides its customer pages like an unknown studio', async () => {
    const response = await ctx.app.inject({ url: '/api/customer/studios/eastside' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe((await ctx.app.inject({ url: '/api/customer/studios/no-such-studio' })).body);
  });

  it('shows as pending in the system admin studios list', async () => {
    const { token: adminToken } = await loginSystemAdmin(ctx.app);
    const list = await ctx.app.inject({ url: '/api/admin/studios?search=eastside', headers: bearer(adminToken) });
    expect(list.json().data.resultItems).toEqual([expect.objectContaining({ slug: 'eastside', status: 'pending' })]);
  });

  it('cannot be approved by a studio user (403)', async () => {
    const { token: studioToken } = await loginStudioAdmin(ctx.app);
    expect((await approve(studioId, studioToken)).statusCode).toBe(403);
    expect((await approve(studioId, token)).statusCode).toBe(403);
    expect((await studioCall()).statusCode).toBe(403);
  });

  it('answers 404 for an unknown studio and 409 for another studio\'s address, approving nothing', async () => {
    const { token: adminToken } = await loginSystemAdmin(ctx.app);
    expect((await approve(999999, adminToken)).statusCode).toBe(404);
    const mismatch = await approve(studioId, adminToken, 'demo');
    expect(mismatch.statusCode).toBe(409);
    expect(mismatch.json().errors).toEqual(['slug: This is not the address of that studio; reload the list']);
    expect((await studioCall()).statusCode).toBe(403);
  });

  it('opens the studio admin and the customer pages once approved (approving twice is harmless)', async () => {
    const { token: adminToken } = await loginSystemAdmin(ctx.app);
    for (let i = 0; i < 2; i++) {
      const response = await approve(studioId, adminToken);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ id: studioId, status: 'active' });
    }
    // The owner hears of it once, with where to start.
    const approvals = (await ctx.db.select().from(mailLog)).filter((mail) => mail.to === 'erin@eastside.test' && mail.subject.includes('is approved'));
    expect(approvals).toHaveLength(1);
    expect(approvals[0]!.subject).toBe('Your Shutterday studio "Northside Portraits" is approved');
    const studio = await studioCall();
    expect(studio.statusCode).toBe(200);
    expect(studio.json().data).toMatchObject({ name: 'Northside Portraits', slug: 'eastside', status: 'active' });
    expect((await ctx.app.inject({ url: '/api/customer/studios/eastside' })).statusCode).toBe(200);
    // Its admin still cannot see the demo studio.
    expect((await ctx.app.inject({ url: '/api/studioadmin/studios/1', headers: bearer(token) })).statusCode).toBe(403);
  });
});
