import { eq } from 'drizzle-orm';
import { jobs } from '../../../db/schema';
import { createTestApp, type TestContext } from '../../../test-support/app';
import { bearer, loginStudioAdmin } from '../../../test-support/auth';

let ctx: TestContext;
let auth: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp();
  auth = bearer((await loginStudioAdmin(ctx.app)).token);
});
afterAll(() => ctx.close());

const patch = (payload: object) => ctx.app.inject({ method: 'PATCH', url: '/api/studioadmin/studios/1', headers: auth, payload });
const details = async () => (await ctx.app.inject({ url: '/api/studioadmin/studios/1', headers: auth })).json().data;

describe("the studio's time zone", () => {
  it('is UTC until the studio sets it, and only a real zone is taken', async () => {
    expect((await details()).timeZone).toBe('UTC');
    const refused = await patch({ timeZone: 'Mars/Olympus' });
    expect([refused.statusCode, refused.json()]).toEqual([400, { errors: ['timeZone: This value must be a time zone such as America/Chicago'] }]);
    expect((await details()).timeZone).toBe('UTC');
    const saved = await patch({ timeZone: 'America/Chicago' });
    expect([saved.statusCode, saved.json().data.timeZone]).toEqual([200, 'America/Chicago']);
  });

  it("decides a prepay window's last day for parents: it ends at midnight where the studio is", async () => {
    // The last day is today in Pago Pago (UTC−11), where a day ends last; in Kiritimati (UTC+14), where a
    // day begins first, that day is already over (the two are 25 hours apart).
    const lastDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Pago_Pago' }).format(new Date());
    const [job] = await ctx.db.update(jobs).set({ prepayAvailable: true, prepayOpensOn: null, prepayClosesOn: lastDay }).where(eq(jobs.name, 'Lincoln Fall Picture Day')).returning();
    const prepay = async () => (await ctx.app.inject({ url: `/api/customer/jobs/${job!.id}` })).json().data.prepay.available as boolean;
    const listed = async () => ((await ctx.app.inject({ url: '/api/customer/studios/1/jobs' })).json().data.resultItems as { id: number; prepay: { available: boolean } }[]).find((item) => item.id === job!.id)!.prepay.available;

    expect((await patch({ timeZone: 'Pacific/Pago_Pago' })).statusCode).toBe(200);
    expect([await prepay(), await listed()]).toEqual([true, true]);
    // Only the studio's zone changes: the customer list kept in memory is read again.
    expect((await patch({ timeZone: 'Pacific/Kiritimati' })).statusCode).toBe(200);
    expect([await prepay(), await listed()]).toEqual([false, false]);
  });
});
