import { eq } from 'drizzle-orm';
import { jobs } from '../../../db/schema';
import { createTestApp, type TestContext } from '../../../test-support/app';
import { bearer, loginStudioAdmin } from '../../../test-support/auth';

let ctx: TestContext;
let auth: { authorization: string };
beforeAll(async () => {
  ctx = await createTestApp();
  auth = bearer((await loginStudioAdmin(ctx.app)).token);
});
afterAll(() => ctx.close());

const details = async () => {
  const answer = await ctx.app.inject({ url: '/api/studioadmin/studios/1', headers: auth });
  expect(answer.statusCode).toBe(200);
  return answer.json().data;
};

describe("the studio's details", () => {
  it('say whether one of its jobs is kept from RSPO staff, read with the studio', async () => {
    expect(await details()).toMatchObject({ id: 1, slug: 'demo', hasRSPOJobs: false });
    const [job] = await ctx.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.studioId, 1)).limit(1);
    await ctx.db.update(jobs).set({ rspoJob: true }).where(eq(jobs.id, job!.id));
    expect(await details()).toMatchObject({ id: 1, hasRSPOJobs: true });
    await ctx.db.update(jobs).set({ rspoJob: false }).where(eq(jobs.id, job!.id));
    expect(await details()).toMatchObject({ hasRSPOJobs: false });
  });
});
