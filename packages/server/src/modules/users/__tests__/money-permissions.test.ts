import { Permission } from '@shutterday/domain';
import { createTestApp, type TestContext } from '../../../test-support/app';
import { bearer, freshAddress, signedInStaff } from '../../../test-support/auth';

// "See payments and reports" is the only studio permission that shows the studio's money: the editors of the
// studio and of its jobs do their work without the balance, the payouts, the earned totals or the reports.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const STUDIO = '/api/studioadmin/studios/1';
const MONEY_READS = ['/payouts', '/earned-totals', '/reports/payments/summary'];
const read = (token: string, url: string) => ctx.app.inject({ method: 'GET', url: `${STUDIO}${url}`, headers: bearer(token), remoteAddress: freshAddress() });

describe("the studio's money", () => {
  it.each([
    ['Edit organizations, jobs, subjects and photos', [Permission.StudioCrud]],
    ['Edit the studio, its packages and coupon codes', [Permission.StudioAdminCrud]],
    ['both edit permissions and the users', [Permission.StudioCrud, Permission.StudioAdminCrud, Permission.StudioUsersCrud]],
  ])('is not shown to a user holding %s', async (_label, permissions) => {
    const { token } = await signedInStaff(ctx, permissions);
    for (const url of MONEY_READS) {
      const answer = await read(token, url);
      expect([url, answer.statusCode, answer.json().errors?.[0]]).toEqual([url, 403, 'You do not have permission to do this']);
    }
    // The same user still reads the studio: the refusal is about money, not about the user.
    expect((await read(token, '')).statusCode).toBe(200);
  });

  it('is shown to a user who may see payments and reports', async () => {
    const { token } = await signedInStaff(ctx, [Permission.StudioFinancialsRead]);
    expect((await read(token, '/earned-totals')).statusCode).toBe(200);
    expect((await read(token, '/reports/payments/summary')).statusCode).toBe(200);
    // Payouts wait for the studio's verification, never for the permission.
    expect((await read(token, '/payouts')).statusCode).not.toBe(403);
  });

  it("leaves a job's revenue and what it is owed out for those who may not see payments, and keeps its counts", async () => {
    const { token: editor } = await signedInStaff(ctx, [Permission.StudioCrud, Permission.StudioAdminCrud]);
    const { token: reader } = await signedInStaff(ctx, [Permission.StudioFinancialsRead]);
    const job = (await read(editor, '/jobs/1')).json().data;
    expect({ revenue: job.revenue, byMethod: job.ordersByMethod, owed: job.unpaid.total }).toEqual({
      revenue: null,
      byMethod: { Prepay: { count: expect.any(Number), revenue: null }, Gallery: { count: expect.any(Number), revenue: null } },
      owed: null,
    });
    const listed = (await read(editor, `/organizations/${job.organizationId}/jobs`)).json().data.resultItems;
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((j: { revenue: unknown; unpaid: { total: unknown } }) => j.revenue === null && j.unpaid.total === null)).toBe(true);
    expect((await read(editor, '/jobs')).json().data.resultItems.every((j: { revenue: unknown }) => j.revenue === null)).toBe(true);
    const seen = (await read(reader, '/jobs/1')).json().data;
    expect([typeof seen.revenue, typeof seen.ordersByMethod.Prepay.revenue, typeof seen.unpaid.total]).toEqual(['number', 'number', 'number']);
  });
});
