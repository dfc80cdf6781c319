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
});
