import { planLineRefund, sumRefunds } from '@shutterday/domain/staff';
import { asc, eq } from 'drizzle-orm';
import { downloadLinks, mailLog, orderLines, orderRefunds, orders, payments } from '../../../db/schema';
import { checkoutReadyCart, CountingPayments, GOOD_CARD, LINCOLN, PACKAGE_A, PACKAGE_C, SINGLE_DIGITAL } from '../../../test-support/ordering';
import { chargeOf } from '../services/order-charge';
import { studioAdminTestApp } from '../../../test-support/studio-admin';

const gateway = new CountingPayments();
const session = studioAdminTestApp({ payments: gateway });

const refund = (orderNumber: string | number, jobId = LINCOLN) =>
  session.ctx.app.inject({ method: 'POST', url: `/api/studioadmin/studios/1/jobs/${jobId}/orders/${orderNumber}/refund`, headers: session.auth, payload: {} });

async function placeOrder(subjectIndex: number): Promise<string> {
  const client = await checkoutReadyCart(session.ctx.app, session.ctx.db, [PACKAGE_A], subjectIndex);
  const placed = await client.post(`/api/customer/jobs/${LINCOLN}/checkout/submit`, { paymentToken: GOOD_CARD });
  expect(placed.statusCode).toBe(201);
  return String(placed.json().data.orderNumber);
}
const stored = async (orderNumber: string) => {
  const [order] = await session.ctx.db.select().from(orders).where(eq(orders.orderNumber, Number(orderNumber)));
  const [payment] = await session.ctx.db.select().from(payments).where(eq(payments.orderId, order!.id)).orderBy(payments.id);
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
    const [order] = await session.ctx.db.select().from(orders).where(eq(orders.orderNumber, Number(number)));
    const records = await session.ctx.db.select().from(payments).where(eq(payments.idempotencyKey, `refund-order-${order!.id}`));
    expect(records).toEqual([expect.objectContaining({ orderId: order!.id, status: 'refunded', amount: order!.total })]);
    expect(Date.now() - records[0]!.createdAt.getTime()).toBeLessThan(60_000);
    const again = await refund(number);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ errors: ['This order has already been refunded.'] });
    expect(gateway.refunds - before).toBe(1);
    const mails = (await session.ctx.db.select().from(mailLog)).filter((mail) => mail.subject.includes(`#${number} has been refunded`));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('goes back to the card you paid with');
    expect(mails[0]!.html).toContain('>Demo Photo Co</h1>');
  });

  it("closes the order's download links: the parent is told the photo was refunded, not that the link expired", async () => {
    const client = await checkoutReadyCart(session.ctx.app, session.ctx.db, [PACKAGE_A, SINGLE_DIGITAL], 6);
    const placed = await client.post(`/api/customer/jobs/${LINCOLN}/checkout/submit`, { paymentToken: GOOD_CARD });
    const { orderNumber, downloads } = placed.json().data as { orderNumber: string; downloads: Array<{ linkId: string }> };
    expect(downloads.length).toBeGreaterThan(0);
    const download = () => session.ctx.app.inject({ url: `/api/customer/downloads/${downloads[0]!.linkId}` });
    expect((await download()).statusCode).toBe(200);
    expect((await refund(orderNumber)).statusCode).toBe(200);
    expect((await download()).statusCode).toBe(410);
    expect((await download()).json()).toEqual({ errors: ['This photo was refunded, so it can no longer be downloaded'] });
    const [order] = await session.ctx.db.select().from(orders).where(eq(orders.orderNumber, Number(orderNumber)));
    expect((await session.ctx.db.select().from(downloadLinks).where(eq(downloadLinks.orderId, order!.id))).every((link) => link.refundedAt !== null)).toBe(true);
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
    await session.ctx.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.orderNumber, Number(number)));
    expect((await refund(number)).json()).toEqual({ errors: ['Only a paid order can be refunded.'] });
    expect((await refund(number, 2)).statusCode).toBe(404);
    expect((await stored(number)).payment).toBe('succeeded');
  });
});

const refundWith = (orderNumber: string, payload: object) =>
  session.ctx.app.inject({ method: 'POST', url: `/api/studioadmin/studios/1/jobs/${LINCOLN}/orders/${orderNumber}/refund`, headers: session.auth, payload });
const readOrder = (orderNumber: string) => session.ctx.app.inject({ url: `/api/studioadmin/studios/1/jobs/${LINCOLN}/orders/${orderNumber}`, headers: session.auth });

async function placeOrderOf(names: string[], subjectIndex: number) {
  const client = await checkoutReadyCart(session.ctx.app, session.ctx.db, names, subjectIndex);
  const placed = await client.post(`/api/customer/jobs/${LINCOLN}/checkout/submit`, { paymentToken: GOOD_CARD });
  expect(placed.statusCode).toBe(201);
  const data = placed.json().data as { orderNumber: string; email: string; downloads: Array<{ linkId: string }> };
  const [order] = await session.ctx.db.select().from(orders).where(eq(orders.orderNumber, Number(data.orderNumber)));
  const lines = await session.ctx.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id)).orderBy(asc(orderLines.id));
  return { ...data, order: order!, lines };
}
const refundsOf = (orderId: number) => session.ctx.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId)).orderBy(asc(orderRefunds.id));

describe('refunding part of an order', () => {
  it('refunds one line: its share of products and tax, recorded, e-mailed; the last line closes the order to the cent', async () => {
    const placed = await placeOrderOf([PACKAGE_A, PACKAGE_C], 7);
    const [first, second] = placed.lines;
    const lines = placed.lines.map((line) => ({ id: line.id, amount: line.quantity * line.unitPrice, refunded: false }));
    const expected = planLineRefund(chargeOf(placed.order), sumRefunds([]), lines, [first!.id]);
    if (!expected.ok) throw new Error(expected.message);
    expect(expected.shares.amount).toBeGreaterThan(0);
    expect(expected.shares.amount).toBeLessThan(placed.order.total - placed.order.shipping);

    const answer = await refundWith(placed.orderNumber, { lineIds: [first!.id], reason: 'Wrong size' });
    expect(answer.statusCode).toBe(200);
    const order = answer.json().data;
    expect(order.lineRefunds).toEqual([{ lineId: second!.id, amount: expect.any(Number) }]);
    expect(order.refundLeft).toBe(placed.order.total - expected.shares.amount);
    expect(order.refunds).toEqual([expect.objectContaining({ amount: expected.shares.amount, lineIds: [first!.id], reason: 'Wrong size', createdBy: expect.any(String) })]);
    expect(order).toMatchObject({ status: 'paid', refunded: expected.shares.amount });
    expect(order.lines.map((line: { refunded: boolean }) => line.refunded)).toEqual([true, false]);
    expect((await readOrder(placed.orderNumber)).json().data.refunded).toBe(expected.shares.amount);
    const [record] = await refundsOf(placed.order.id);
    expect(record).toMatchObject({ ...expected.shares, lineIds: [first!.id], reason: 'Wrong size', provider: 'sandbox', providerReference: expect.stringMatching(/^re_sandbox_/) });
    expect(record!.createdBy).not.toBeNull();
    const mails = (await session.ctx.db.select().from(mailLog)).filter((mail) => mail.to === placed.order.email && mail.subject.includes(`#${placed.orderNumber}`) && mail.subject.includes('refunded'));
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringMatching(/^\$\d+\.\d\d of your .* order #\d+ has been refunded$/)]);

    // The same line again is refused; the other line gives back everything left, shipping included.
    expect((await refundWith(placed.orderNumber, { lineIds: [first!.id] })).json()).toEqual({ errors: ['This line has already been refunded.'] });
    const last = await refundWith(placed.orderNumber, { lineIds: [second!.id] });
    expect(last.json().data).toMatchObject({ status: 'refunded', refunded: placed.order.total });
    const records = await refundsOf(placed.order.id);
    expect(records.reduce((sum, r) => sum + r.amount, 0)).toBe(placed.order.total);
    expect(records.reduce((sum, r) => sum + r.shipping, 0)).toBe(placed.order.shipping);
    expect(records.reduce((sum, r) => sum + r.tax, 0)).toBe(placed.order.tax);
    const paymentRows = await session.ctx.db.select().from(payments).where(eq(payments.orderId, placed.order.id));
    expect(paymentRows.map((row) => row.status).sort()).toEqual(['refunded', 'refunded']);
    expect((await refundWith(placed.orderNumber, { amount: 1 })).json()).toEqual({ errors: ['This order has already been refunded.'] });
  });

  it("after a line refund, the job's orders say partly refunded with what is kept, and the subjects export counts only the kept line", async () => {
    const placed = await placeOrderOf([PACKAGE_A, PACKAGE_C], 13);
    const [first, second] = placed.lines;
    const subjectsRow = async () => {
      const csv = await session.ctx.app.inject({ method: 'POST', url: '/api/studioadmin/studios/1/reports/subjects/export', headers: session.auth, payload: { jobId: LINCOLN } });
      const [header, ...rows] = csv.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/).map((line) => line.split(','));
      const [firstName, ...last] = first!.subjectName.split(' ');
      const row = rows.find((cells) => cells[header!.indexOf('First name')] === firstName && cells[header!.indexOf('Last name')] === last.join(' '))!;
      return ['Paid orders', 'Packages', 'Amount'].map((name) => row[header!.indexOf(name)]);
    };
    const dollars = (cents: number) => (cents / 100).toFixed(2);
    expect(await subjectsRow()).toEqual(['1', '2', dollars(first!.unitPrice + second!.unitPrice)]);
    const refunded = (await refundWith(placed.orderNumber, { lineIds: [first!.id] })).json().data.refunded as number;
    expect(await subjectsRow()).toEqual(['1', '1', dollars(second!.unitPrice)]);
    const listed = await session.ctx.app.inject({ url: `/api/studioadmin/studios/1/jobs/${LINCOLN}/orders?search=${placed.orderNumber}`, headers: session.auth });
    expect(listed.json().data.resultItems).toEqual([expect.objectContaining({ orderNumber: placed.orderNumber, status: 'paid', total: placed.order.total, refunded })]);
  });

  it('refunds an amount, and refuses one larger than what is left, naming what is left and changing nothing', async () => {
    const placed = await placeOrderOf([PACKAGE_A], 8);
    const calls = gateway.refunds;
    expect((await refundWith(placed.orderNumber, { amount: 1000 })).json().data).toMatchObject({ status: 'paid', refunded: 1000 });
    const left = placed.order.total - 1000;
    const tooMuch = await refundWith(placed.orderNumber, { amount: left + 1 });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().errors[0]).toBe(`The refund cannot be more than what is left to refund on this order ($${(left / 100).toFixed(2)}).`);
    expect(gateway.refunds - calls).toBe(1);
    expect(await refundsOf(placed.order.id)).toHaveLength(1);
    // `{}` gives back what is left: the order is then refunded whole.
    expect((await refundWith(placed.orderNumber, {})).json().data).toMatchObject({ status: 'refunded', refunded: placed.order.total });
  });

  it('never gives back more than the charge when two partial refunds arrive together', async () => {
    const placed = await placeOrderOf([PACKAGE_A], 9);
    const part = Math.ceil(placed.order.total * 0.6);
    const answers = await Promise.all([refundWith(placed.orderNumber, { amount: part }), refundWith(placed.orderNumber, { amount: part })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const records = await refundsOf(placed.order.id);
    expect(records.map((r) => r.amount)).toEqual([part]);
    expect((await readOrder(placed.orderNumber)).json().data.refunded).toBe(part);
  });

  it('refuses lines and an amount at once, a line of another order, and a zero amount', async () => {
    const placed = await placeOrderOf([PACKAGE_A], 10);
    const other = await placeOrderOf([PACKAGE_C], 11);
    expect((await refundWith(placed.orderNumber, { lineIds: [placed.lines[0]!.id], amount: 100 })).statusCode).toBe(400);
    expect((await refundWith(placed.orderNumber, { lineIds: [other.lines[0]!.id] })).json()).toEqual({ errors: ['Order line not found'] });
    expect((await refundWith(placed.orderNumber, { amount: 0 })).statusCode).toBe(400);
    expect(await refundsOf(placed.order.id)).toEqual([]);
  });

  it("closes a refunded line's downloads only: the parent's page names it refunded and offers no link", async () => {
    const placed = await placeOrderOf([PACKAGE_A, SINGLE_DIGITAL], 12);
    expect(placed.downloads).toHaveLength(1);
    const download = () => session.ctx.app.inject({ url: `/api/customer/downloads/${placed.downloads[0]!.linkId}/details` });
    const page = async () => (await session.ctx.app.inject({ url: `/api/customer/jobs/${LINCOLN}/orders/${placed.orderNumber}?email=${encodeURIComponent(placed.order.email)}` })).json().data;
    const prints = placed.lines.find((line) => line.packageName !== SINGLE_DIGITAL);
    const digital = placed.lines.find((line) => line.packageName === SINGLE_DIGITAL);
    await refundWith(placed.orderNumber, { lineIds: [prints!.id] });
    expect((await download()).statusCode).toBe(200);
    expect((await page()).downloads[0].refunded).toBe(false);
    await refundWith(placed.orderNumber, { lineIds: [digital!.id] });
    expect((await download()).json()).toEqual({ errors: ['This photo was refunded, so it can no longer be downloaded'] });
    const after = await page();
    expect(after.downloads[0].refunded).toBe(true);
    expect(after.lines.every((line: { refunded: boolean }) => line.refunded)).toBe(true);
  });
});
