import { eq } from 'drizzle-orm';
import { downloadLinks, mailLog, orders, payments } from '../../../db/schema';
import { createTestApp, type TestContext } from '../../../test-support/app';
import { bearer, loginStudioAdmin } from '../../../test-support/auth';
import { checkoutReadyCart, CountingPayments, GOOD_CARD, LINCOLN, PACKAGE_A, SINGLE_DIGITAL } from '../../../test-support/ordering';

let ctx: TestContext;
let auth: { authorization: string };
const gateway = new CountingPayments();
beforeAll(async () => {
  ctx = await createTestApp({ payments: gateway });
  auth = bearer((await loginStudioAdmin(ctx.app)).token);
});
afterAll(() => ctx.close());

const refund = (orderNumber: string | number, jobId = LINCOLN) =>
  ctx.app.inject({ method: 'POST', url: `/api/studioadmin/studios/1/jobs/${jobId}/orders/${orderNumber}/refund`, headers: auth, payload: {} });

async function placeOrder(subjectIndex: number): Promise<string> {
  const client = await checkoutReadyCart(ctx.app, ctx.db, [PACKAGE_A], subjectIndex);
  const placed = await client.post(`/api/customer/jobs/${LINCOLN}/checkout/submit`, { paymentToken: GOOD_CARD });
  expect(placed.statusCode).toBe(201);
  return String(placed.json().data.orderNumber);
}
const stored = async (orderNumber: string) => {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.orderNumber, Number(orderNumber)));
  const [payment] = await ctx.db.select().from(payments).where(eq(payments.orderId, order!.id)).orderBy(payments.id);
  return { order: order!.status, payment: payment!.status };
};

describe('refunding an order', () => {
  it("gives the whole charge back once: the order and its payment read refunded, a second refund is refused", async () => {
    const number = await placeOrder(3);
    const before = gateway.refunds;
    const refunded = await refund(number);
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json().data).toMatchObject({ orderNumber: number, status: 'refunded' });
    expect(await stored(number)).toEqual({ order: 'refunded', payment: 'refunded' });
    // The refund keeps its own record: when it was made and what went back (the platform's refunds report reads it).
    const [order] = await ctx.db.select().from(orders).where(eq(orders.orderNumber, Number(number)));
    const records = await ctx.db.select().from(payments).where(eq(payments.idempotencyKey, `refund-order-${order!.id}`));
    expect(records).toEqual([expect.objectContaining({ orderId: order!.id, status: 'refunded', amount: order!.total })]);
    expect(Date.now() - records[0]!.createdAt.getTime()).toBeLessThan(60_000);
    const again = await refund(number);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ errors: ['This order has already been refunded.'] });
    expect(gateway.refunds - before).toBe(1);
    const mails = (await ctx.db.select().from(mailLog)).filter((mail) => mail.subject.includes(`#${number} has been refunded`));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('goes back to the card you paid with');
  });

  it("ends the order's download links: the parent is told the link has expired", async () => {
    const client = await checkoutReadyCart(ctx.app, ctx.db, [PACKAGE_A, SINGLE_DIGITAL], 6);
    const placed = await client.post(`/api/customer/jobs/${LINCOLN}/checkout/submit`, { paymentToken: GOOD_CARD });
    const { orderNumber, downloads } = placed.json().data as { orderNumber: string; downloads: Array<{ linkId: string }> };
    expect(downloads.length).toBeGreaterThan(0);
    const download = () => ctx.app.inject({ url: `/api/customer/downloads/${downloads[0]!.linkId}` });
    expect((await download()).statusCode).toBe(200);
    expect((await refund(orderNumber)).statusCode).toBe(200);
    expect((await download()).statusCode).toBe(410);
    const [order] = await ctx.db.select().from(orders).where(eq(orders.orderNumber, Number(orderNumber)));
    expect((await ctx.db.select().from(downloadLinks).where(eq(downloadLinks.orderId, order!.id))).every((link) => link.expiresAt <= new Date())).toBe(true);
  });

  it('refunds once when two refunds of the same order arrive together', async () => {
    const number = await placeOrder(4);
    const before = gateway.refunds;
    const answers = await Promise.all([refund(number), refund(number)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(gateway.refunds - before).toBe(1);
  });

  it('refuses an order that is not paid and one of another job, changing nothing', async () => {
    const number = await placeOrder(5);
    await ctx.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.orderNumber, Number(number)));
    expect((await refund(number)).json()).toEqual({ errors: ['Only a paid order can be refunded.'] });
    expect((await refund(number, 2)).statusCode).toBe(404);
    expect((await stored(number)).payment).toBe('succeeded');
  });
});
