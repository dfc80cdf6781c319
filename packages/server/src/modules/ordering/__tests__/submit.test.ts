import { and, eq } from 'drizzle-orm';
import { carts, couponCodes, downloadLinks, images, mailLog, orders, payments, taxLog } from '../../../db/schema';
import {
  CHECKOUT_DETAILS, checkoutReadyCart, CountingPayments, DECLINED_CARD, GOOD_CARD, LINCOLN, PACKAGE_A, SINGLE_DIGITAL, ALL_DIGITAL,
} from '../../../test-support/ordering';
import { anonymousTestApp } from '../../../test-support/studio-admin';

const gateway = new CountingPayments();
const session = anonymousTestApp({ payments: gateway });

const base = `/api/customer/jobs/${LINCOLN}`;

const readyCart = (names = [PACKAGE_A, SINGLE_DIGITAL], subjectIndex = 1) => checkoutReadyCart(session.ctx.app, session.ctx.db, names, subjectIndex);

const paymentsOf = (cartId: number) => session.ctx.db.select().from(payments).where(eq(payments.cartId, cartId));
const ordersOf = (cartId: number) => session.ctx.db.select().from(orders).where(eq(orders.cartId, cartId));

describe('submit', () => {
  it('a declined card leaves the cart intact, creates no order and charges nothing', async () => {
    const client = await readyCart();
    const before = (await client.get(`${base}/cart/details`)).json().data;
    const response = await client.post(`${base}/checkout/submit`, { paymentToken: DECLINED_CARD });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ errors: ['Your card was declined.'] });
    expect(await ordersOf(client.cartId)).toEqual([]);
    expect((await paymentsOf(client.cartId)).map((p) => p.status)).toEqual(['failed']);
    expect((await client.get(`${base}/cart/details`)).json().data).toEqual(before);
    // The same cart then pays with a good card: a new attempt, a new idempotency key.
    const paid = await client.post(`${base}/checkout/submit`, { paymentToken: GOOD_CARD });
    expect(paid.statusCode).toBe(201);
    const rows = await paymentsOf(client.cartId);
    expect(rows.map((p) => p.status).sort()).toEqual(['failed', 'succeeded']);
    expect(new Set(rows.map((p) => p.idempotencyKey)).size).toBe(2);
  });

  it('places a paid order with recomputed amounts, a confirmation e-mail and download links', async () => {
    const client = await readyCart();
    const response = await client.post(`${base}/checkout/submit`, { paymentToken: GOOD_CARD, expectedTotal: 4900 + 1500 + 895 + 400 });
    expect(response.statusCode).toBe(201);
    const order = response.json().data;
    // 6400 × 6.25 % = 400.
    expect(order).toMatchObject({ subtotal: 6400, shipping: 895, tax: 400, total: 7695, status: 'paid', email: CHECKOUT_DETAILS.customer.email, customerName: 'Pat Parent' });
    expect(Number(order.orderNumber)).toBeGreaterThan(100001);
    expect(order.lines.map((l: { packageName: string }) => l.packageName)).toEqual(['Package A', SINGLE_DIGITAL]); // the name parents saw on the list and in the cart
    expect(order.downloads).toHaveLength(1);
    const [orderRow] = await session.ctx.db.select().from(orders).where(eq(orders.orderNumber, Number(order.orderNumber)));
    expect(await session.ctx.db.select().from(taxLog).where(eq(taxLog.orderId, orderRow!.id))).toEqual([expect.objectContaining({ tax: 400, taxableAmount: 6400, jurisdiction: 'US-IL' })]);
    const [mail] = await session.ctx.db.select().from(mailLog).where(eq(mailLog.subject, `Your Shutterday order #${order.orderNumber}`));
    expect(mail!.to).toBe(CHECKOUT_DETAILS.customer.email);
    expect(mail!.text).toContain(`/demo/download/${order.downloads[0].linkId}`);
    expect(mail!.text).toContain('Total paid: $76.95');
    // The cart is spent: changes are refused, the confirmation page finds the order by number and e-mail.
    expect((await client.post(`${base}/checkout/promo`, { code: 'SAVE10' })).statusCode).toBe(409);
    const page = await session.ctx.app.inject({ url: `${base}/orders/${order.orderNumber}?email=${encodeURIComponent(CHECKOUT_DETAILS.customer.email.toUpperCase())}` });
    expect(page.json().data).toMatchObject({ orderNumber: order.orderNumber, downloads: order.downloads });
  });

  it('refuses when the total shown differs, charging nothing', async () => {
    const client = await readyCart();
    const calls = gateway.calls;
    const response = await client.post(`${base}/checkout/submit`, { paymentToken: GOOD_CARD, expectedTotal: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ errors: ['Your total has changed. Please review your order again.'] });
    expect(gateway.calls).toBe(calls);
    expect((await client.post(`${base}/checkout/submit`, { paymentToken: GOOD_CARD, total: 1 })).statusCode).toBe(400);
  });

  it('the same cart submitted twice in sequence is one order and one charge', async () => {
    const client = await readyCart();
    const calls = gateway.calls;
    const first = await client.post(`${base}/checkout/submit`, { paymentToken: GOOD_CARD });
    const second = await client.post(`${base}/checkout/submit`, { paymentToken: GOOD_CARD });
    expect(second.statusCode).toBe(201);
    expect(second.json().data.orderNumber).toBe(first.json().data.orderNumber);
    expect(gateway.calls).toBe(calls + 1);
    expect(await ordersOf(client.cartId)).toHaveLength(1);
    expect((await session.ctx.db.select().from(mailLog).where(eq(mailLog.subject, `Your Shutterday order #${first.json().data.orderNumber}`))).length).toBe(1);
  });

  it('20 parallel submits of one cart: exactly one order and one charge', async () => {
    const client = await readyCart([PACKAGE_A]);
    const calls = gateway.calls;
    const answers = await Promise.all(Array.from({ length: 20 }, () => client.post(`${base}/checkout/submit`, { paymentToken: GOOD_CARD })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((a) => a.json().data.orderNumber)).size).toBe(1);
    expect(gateway.calls).toBe(calls + 1);
    expect(await ordersOf(client.cartId)).toHaveLength(1);
    expect((await paymentsOf(client.cartId)).filter((p) => p.status === 'succeeded')).toHaveLength(1);
    const [cart] = await session.ctx.db.select().from(carts).where(eq(carts.id, client.cartId));
    expect(cart!.status).toBe('submitted');
  });

  it('counts a studio coupon use when its order is placed', async () => {
    const client = await readyCart([PACKAGE_A]);
    await client.post(`${base}/checkout/promo`, { code: 'WELCOME' });
    const [before] = await session.ctx.db.select().from(couponCodes).where(eq(couponCodes.code, 'WELCOME'));
    const order = (await client.post(`${base}/checkout/submit`, { paymentToken: GOOD_CARD })).json().data;
    expect(order).toMatchObject({ discount: 300, subtotal: 4900 });
    const [after] = await session.ctx.db.select().from(couponCodes).where(eq(couponCodes.code, 'WELCOME'));
    expect(after!.uses).toBe(before!.uses + 1);
  });

  it('refuses an incomplete cart before charging', async () => {
    const client = await readyCart([PACKAGE_A]);
    const details = (await client.get(`${base}/cart/details`)).json().data;
    const text = details.cartPackages[0].cartPackageItems.find((i: { textNodes: unknown[] }) => i.textNodes.length).textNodes[0];
    await client.patch(`${base}/cartpackageitems/text-nodes/${text.id}`, { value: '' });
    expect((await client.post(`${base}/checkout/submit`, { paymentToken: GOOD_CARD })).json()).toEqual({ errors: ['Some items in your cart still need your choices'] });
  });
});

describe('download links', () => {
  it('serve the paid original through an unguessable link; unknown → 404, expired → 410', async () => {
    const client = await readyCart([PACKAGE_A, ALL_DIGITAL], 3);
    const order = (await client.post(`${base}/checkout/submit`, { paymentToken: GOOD_CARD })).json().data;
    expect(order.downloads).toHaveLength(2);
    const [link] = order.downloads;
    expect(link.linkId).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const details = await session.ctx.app.inject({ url: `/api/customer/downloads/${link.linkId}/details` });
    expect(details.json().data).toMatchObject({ fileName: link.fileName, jobName: 'Lincoln Fall Picture Day' });
    const file = await session.ctx.app.inject({ url: `/api/customer/downloads/${link.linkId}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('attachment');
    const [row] = await session.ctx.db.select({ image: images }).from(downloadLinks).innerJoin(images, eq(images.id, downloadLinks.imageId)).where(eq(downloadLinks.expiresAt, new Date(link.expiresAt)));
    expect(file.rawPayload.equals((await session.ctx.app.storage.get(row!.image.storageKey))!)).toBe(true);
    expect((await session.ctx.app.inject({ url: `/api/customer/downloads/${'x'.repeat(32)}` })).json()).toEqual({ errors: ['Download link not found'] });
    const [orderRow] = await session.ctx.db.select().from(orders).where(eq(orders.orderNumber, Number(order.orderNumber)));
    await session.ctx.db.update(downloadLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(and(eq(downloadLinks.orderId, orderRow!.id)));
    const expired = await session.ctx.app.inject({ url: `/api/customer/downloads/${link.linkId}` });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ errors: ['This download link has expired'] });
  });
});
