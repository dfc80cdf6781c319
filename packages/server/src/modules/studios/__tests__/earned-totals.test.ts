import { isWithin, monthBounds, weekBounds } from '@shutterday/domain';
import { orderRefunds, orders } from '../../../db/schema';
import { createTestApp, type TestContext } from '../../../test-support/app';
import { openApprovedStudio } from '../../../test-support/approved-studio';
import { bearer } from '../../../test-support/auth';

let ctx: TestContext;
let token: string;
let studioId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  ({ token, studioId } = await openApprovedStudio(ctx.app, {
    studioName: 'Totals Studio',
    studioSlug: 'totals',
    name: 'Tom Totals',
    email: 'tom@totals.test',
    password: 'Totals-password-1',
  }));
});
afterAll(() => ctx.close());

describe('GET .../earned-totals', () => {
  it('is zero for a studio without orders', async () => {
    const response = await ctx.app.inject({ url: `/api/studioadmin/studios/${studioId}/earned-totals`, headers: bearer(token) });
    expect(response.json()).toEqual({ data: { total: 0, thisMonth: 0, thisWeek: 0 } });
  });

  it('sums paid orders over calendar week and month boundaries (start inclusive, end exclusive)', async () => {
    const now = new Date();
    const week = weekBounds(now);
    const month = monthBounds(now);
    const instants = [
      { at: week.start, total: 1 },
      { at: new Date(week.start.getTime() - 1), total: 10 },
      { at: month.start, total: 100 },
      { at: new Date(month.start.getTime() - 1), total: 1000 },
      { at: new Date(now.getTime() - 1000), total: 10000 },
      { at: new Date(now.getTime() - 400 * 24 * 3600 * 1000), total: 100000 },
    ];
    // A job in the demo studio carries the orders; only the studio id matters for the totals.
    await ctx.db.insert(orders).values(
      instants.map(({ at, total }) => ({ studioId, jobId: 1, orderMethod: 'Prepay' as const, email: 'p@x.test', customerName: 'P', subtotal: total, total, paidAt: at })),
    );
    // An unpaid (cancelled) order never counts.
    await ctx.db.insert(orders).values({ studioId, jobId: 1, orderMethod: 'Prepay', status: 'cancelled', email: 'p@x.test', customerName: 'P', subtotal: 5, total: 5, paidAt: now });
    const expected = {
      total: instants.reduce((sum, o) => sum + o.total, 0),
      thisMonth: instants.filter((o) => isWithin(month, o.at)).reduce((sum, o) => sum + o.total, 0),
      thisWeek: instants.filter((o) => isWithin(week, o.at)).reduce((sum, o) => sum + o.total, 0),
    };
    const response = await ctx.app.inject({ url: `/api/studioadmin/studios/${studioId}/earned-totals`, headers: bearer(token) });
    expect(response.json()).toEqual({ data: expected });
    expect(expected.thisWeek % 10).toBe(1);
    expect(Math.floor(expected.thisMonth / 100) % 10).toBe(1);
  });

  it("counts product sales only: the tax and shipping the parent paid are not earned, and refunds are taken off", async () => {
    const read = async () => (await ctx.app.inject({ url: `/api/studioadmin/studios/${studioId}/earned-totals`, headers: bearer(token) })).json().data;
    const before = await read();
    // The order: $53.88 paid, of which $2.64 tax and $8.95 shipping; then one line ($25.00 and its $1.56 tax) refunded.
    const [order] = await ctx.db
      .insert(orders)
      .values({ studioId, jobId: 1, orderMethod: 'Prepay', email: 'p@x.test', customerName: 'P', subtotal: 4229, shipping: 895, tax: 264, total: 5388, paidAt: new Date() })
      .returning();
    expect(await read()).toEqual({ total: before.total + 4229, thisMonth: before.thisMonth + 4229, thisWeek: before.thisWeek + 4229 });
    await ctx.db.insert(orderRefunds).values({ orderId: order!.id, amount: 2656, product: 2500, tax: 156, shipping: 0, provider: 'sandbox', idempotencyKey: `refund-${order!.id}-1` });
    expect(await read()).toEqual({ total: before.total + 1729, thisMonth: before.thisMonth + 1729, thisWeek: before.thisWeek + 1729 });
  });
});
