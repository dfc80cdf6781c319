import { and, eq, ne, sql } from 'drizzle-orm';
import { orderRefunds, orders } from '../../../db/schema';
import { createTestApp, type TestContext } from '../../../test-support/app';
import { bearer, loginStudioAdmin } from '../../../test-support/auth';

let ctx: TestContext;
let auth: { authorization: string };
const base = '/api/studioadmin/studios/1/reports';
const DAYS = 'startDate=11/01/2025&endDate=12/31/2025';

beforeAll(async () => {
  ctx = await createTestApp();
  auth = bearer((await loginStudioAdmin(ctx.app)).token);
  const order = { studioId: 1, jobId: 1, email: 'lee@family.test', customerName: 'Lee Family' };
  // Sunday Nov 2 and Wednesday Nov 5 share a calendar week; Monday Dec 1 is in the week that starts Sunday Nov 30.
  const [partly, , whole] = await ctx.db
    .insert(orders)
    .values([
      { ...order, orderMethod: 'Gallery', subtotal: 4229, shipping: 895, tax: 264, total: 5388, paidAt: new Date('2025-11-02T15:00:00Z') },
      { ...order, orderMethod: 'Prepay', subtotal: 1000, total: 1000, paidAt: new Date('2025-11-05T15:00:00Z') },
      { ...order, orderMethod: 'Prepay', status: 'refunded', subtotal: 1400, shipping: 500, tax: 100, total: 2000, paidAt: new Date('2025-12-01T15:00:00Z') },
      { ...order, orderMethod: 'Prepay', status: 'cancelled', subtotal: 999, total: 999, placedAt: new Date('2025-11-10T15:00:00Z') },
    ])
    .returning();
  await ctx.db.insert(orderRefunds).values([
    { orderId: partly!.id, amount: 2656, product: 2500, tax: 156, shipping: 0, provider: 'sandbox', idempotencyKey: `refund-${partly!.id}-1` },
    { orderId: whole!.id, amount: 2000, product: 1400, tax: 100, shipping: 500, provider: 'sandbox', idempotencyKey: `refund-${whole!.id}-1` },
  ]);
});
afterAll(() => ctx.close());

const summary = async (query = DAYS) => (await ctx.app.inject({ url: `${base}/payments/summary?${query}`, headers: auth })).json().data;
const sumOf = <T>(rows: T[], pick: (row: T) => number) => rows.reduce((sum, row) => sum + pick(row), 0);

describe('revenue: product sales apart from tax and shipping, less refunds', () => {
  it('splits what the orders of the days charged, what refunds gave back and what is kept', async () => {
    expect((await summary()).revenue).toEqual({
      count: 3,
      charged: { product: 6629, tax: 364, shipping: 1395, total: 8388 },
      refunded: { product: 3900, tax: 256, shipping: 500, total: 4656 },
      net: { product: 2729, tax: 108, shipping: 895, total: 3732 },
    });
  });

  it('charts the calendar weeks (Sunday first) and months, adding up to the summary', async () => {
    const data = await summary();
    expect(data.byWeek).toEqual([
      { start: '11/02/2025', count: 2, product: 2729, tax: 108, shipping: 895, refunded: 2656 },
      { start: '11/30/2025', count: 1, product: 0, tax: 0, shipping: 0, refunded: 2000 },
    ]);
    expect(data.byMonth).toEqual([
      { start: '11/01/2025', count: 2, product: 2729, tax: 108, shipping: 895, refunded: 2656 },
      { start: '12/01/2025', count: 1, product: 0, tax: 0, shipping: 0, refunded: 2000 },
    ]);
    // In Tokyo the Saturday-night order of a week is already Sunday: the weeks follow the reader's calendar.
    expect((await summary(`${DAYS}&timeZone=Asia/Tokyo`)).byWeek.map((week: { start: string }) => week.start)).toEqual(['11/02/2025', '11/30/2025']);
  });

  it("totals equal the sum of the studio's orders, all time, and the payments export's rows add up to them", async () => {
    const all = await summary('');
    const rows = await ctx.db
      .select({
        product: sql<number>`${orders.total} - ${orders.tax} - ${orders.shipping}`,
        tax: orders.tax,
        shipping: orders.shipping,
        refunded: sql<number>`coalesce((select sum(${orderRefunds.amount}) from ${orderRefunds} where ${orderRefunds.orderId} = "orders"."id"), 0)::int`,
        refundedProduct: sql<number>`coalesce((select sum(${orderRefunds.product}) from ${orderRefunds} where ${orderRefunds.orderId} = "orders"."id"), 0)::int`,
      })
      .from(orders)
      .where(and(eq(orders.studioId, 1), ne(orders.status, 'cancelled'), ne(orders.paymentMethod, 'invoice')));
    expect(all.revenue.count).toBe(rows.length);
    expect(all.revenue.charged.product).toBe(sumOf(rows, (r) => r.product));
    expect(all.revenue.refunded.total).toBe(sumOf(rows, (r) => r.refunded));
    expect(all.revenue.net.product).toBe(sumOf(rows, (r) => r.product - r.refundedProduct));
    expect(sumOf(all.byMonth, (m: { product: number }) => m.product)).toBe(all.revenue.net.product);
    expect(sumOf(all.byWeek, (w: { refunded: number }) => w.refunded)).toBe(all.revenue.refunded.total);

    const csv = await ctx.app.inject({ method: 'POST', url: `${base}/payments/export`, headers: auth, payload: { startDate: '11/01/2025', endDate: '12/31/2025' } });
    const [header, ...lines] = csv.body.replace(/^\uFEFF/, '').trim().split('\n').map((line) => line.split(','));
    const column = (name: string) => header!.indexOf(name);
    for (const name of ['Product sales', 'Tax', 'Shipping', 'Refunded', 'Revenue']) expect(column(name)).toBeGreaterThan(-1);
    const counted = lines.filter((line) => line[column('Status')] !== 'Cancelled');
    const dollars = (name: string) => Math.round(sumOf(counted, (line) => Number(line[column(name)]) * 100));
    const days = await summary();
    expect([dollars('Product sales'), dollars('Tax'), dollars('Shipping'), dollars('Refunded'), dollars('Revenue')]).toEqual([
      days.revenue.charged.product, days.revenue.charged.tax, days.revenue.charged.shipping, days.revenue.refunded.total, days.revenue.net.product,
    ]);
  });
});
