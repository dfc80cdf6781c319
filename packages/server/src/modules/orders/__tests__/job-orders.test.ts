import { eq } from 'drizzle-orm';
import { cartPackages, orderLines, orders } from '../../../db/schema';
import { createTestApp, type TestContext } from '../../../test-support/app';
import { bearer, loginStudioAdmin } from '../../../test-support/auth';
import { checkoutReadyCart, GOOD_CARD, LINCOLN, PACKAGE_A } from '../../../test-support/ordering';

let ctx: TestContext;
let auth: { authorization: string };
beforeAll(async () => {
  ctx = await createTestApp();
  auth = bearer((await loginStudioAdmin(ctx.app)).token);
  // Beside the demo's paid prepay order 100001 (Ava Johnson): a refunded gallery order for two children.
  const [gallery] = await ctx.db
    .insert(orders)
    .values({ studioId: 1, jobId: 1, orderMethod: 'Gallery', status: 'refunded', email: 'lee@family.test', customerName: 'Lee Family', subtotal: 4000, total: 4000, placedAt: new Date(Date.now() + 60_000) })
    .returning();
  await ctx.db.insert(orderLines).values([
    { orderId: gallery!.id, packageName: 'Package B', subjectName: 'Noah Lee', quantity: 2, unitPrice: 1500 },
    { orderId: gallery!.id, packageName: 'Package C', subjectName: 'Emma Lee', quantity: 1, unitPrice: 1000 },
    { orderId: gallery!.id, packageName: 'Package C', subjectName: 'Noah Lee', quantity: 1, unitPrice: 1000 },
  ]);
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ url: `/api/studioadmin/studios/1/jobs/1/${url}`, headers: auth });
const numbers = async (url: string) => (await get(url)).json().data.resultItems.map((o: { orderNumber: string }) => o.orderNumber);

describe("a job's orders", () => {
  it('lists them newest first with their children, packages and totals', async () => {
    const list = (await get('orders')).json().data;
    expect(list).toMatchObject({ currentPage: 1, pageSize: 50, totalRecords: 2 });
    const [newest, demo] = list.resultItems;
    expect(newest).toMatchObject({ orderMethod: 'Gallery', status: 'refunded', customerName: 'Lee Family', subjectNames: ['Noah Lee', 'Emma Lee'], packageCount: 4, total: 4000 });
    expect(demo).toMatchObject({ orderNumber: '100001', orderMethod: 'Prepay', status: 'paid', customerName: 'Pat Parent', subjectNames: ['Ava Johnson'], packageCount: 2 });
  });

  it('narrows by method, status and a search of the number, the parent or the child', async () => {
    expect(await numbers('orders?orderMethod=Prepay')).toEqual(['100001']);
    expect(await numbers('orders?status=refunded&orderMethod=Prepay')).toEqual([]);
    expect(await numbers('orders?search=100001')).toEqual(['100001']);
    expect(await numbers('orders?search=pat%20par')).toEqual(['100001']);
    expect(await numbers('orders?search=EMMA')).toHaveLength(1);
    expect(await numbers('orders?search=lee@family')).toHaveLength(1);
    expect(await numbers('orders?search=100%25')).toEqual([]);
  });

  it('refuses a filter it does not know, with a message', async () => {
    const bad = await get('orders?orderMethod=Batch');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(['orderMethod: This value must be one of Prepay, Gallery']);
  });

  it('shows one order whole, and none of another job', async () => {
    const order = (await get('orders/100001')).json().data;
    expect(order).toMatchObject({ orderNumber: '100001', jobName: 'Lincoln Fall Picture Day', email: 'parent@shutterday.test', shippingLabel: expect.any(String) });
    expect(order.lines).toHaveLength(2);
    expect(order.subtotal + order.services - order.discount + order.shipping + order.tax).toBe(order.total);
    const elsewhere = await ctx.app.inject({ url: '/api/studioadmin/studios/1/jobs/2/orders/100001', headers: auth });
    expect(elsewhere.statusCode).toBe(404);
    expect((await get('orders/999999')).json()).toEqual({ errors: ['Order not found'] });
    expect((await get('orders/12ab')).statusCode).toBe(400);
  });

  it('answers 404 for a job the studio does not have', async () => {
    const response = await ctx.app.inject({ url: '/api/studioadmin/studios/1/jobs/999999/orders', headers: auth });
    expect(response.json()).toEqual({ errors: ['Job not found'] });
  });

  it("keeps each line's answers as the parent placed them, whatever happens to the cart after", async () => {
    const client = await checkoutReadyCart(ctx.app, ctx.db, [PACKAGE_A], 2);
    const answers = [{ subjectId: 1, name: 'teacher', value: 'Ms. Rivera', templateId: null, optionId: null }, { subjectId: 1, name: 'yearbookPose', value: '42' }];
    await ctx.db.update(cartPackages).set({ dataFields: answers }).where(eq(cartPackages.cartId, client.cartId));
    const placed = await client.post(`/api/customer/jobs/${LINCOLN}/checkout/submit`, { paymentToken: GOOD_CARD });
    expect(placed.statusCode).toBe(201);
    await ctx.db.update(cartPackages).set({ dataFields: [{ name: 'teacher', value: 'Changed later' }] }).where(eq(cartPackages.cartId, client.cartId));
    const number = placed.json().data.orderNumber;
    const order = (await get(`orders/${number}`)).json().data;
    expect(order.lines.map((line: { answers: unknown }) => line.answers)).toEqual([[{ name: 'teacher', value: 'Ms. Rivera' }, { name: 'yearbookPose', value: '42' }]]);
    // An order placed before answers were kept shows none.
    expect((await get('orders/100001')).json().data.lines.every((line: { answers: unknown[] }) => line.answers.length === 0)).toBe(true);
  });
});
