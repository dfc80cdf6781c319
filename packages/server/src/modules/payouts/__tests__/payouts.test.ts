import { ONLINE_ORDERS_CLOSED, PAYMENT_PROVIDER, verificationRequiredMessage } from '@shutterday/domain';
import { eq, sql } from 'drizzle-orm';
import { mailLog, orderRefunds, orders, payments, studios, webhookEvents } from '../../../db/schema';
import type { ChargeRequest } from '../../../services/payments/payments';
import { SandboxConnect } from '../../../services/payments/sandbox-connect';
import { createTestApp, type TestContext } from '../../../test-support/app';
import { bearer, loginStudioAdmin } from '../../../test-support/auth';
import { DEMO } from '../../../seed/demo-constants';
import { checkoutReadyCart, CountingPayments, GOOD_CARD, LINCOLN, PACKAGE_A, PACKAGE_C } from '../../../test-support/ordering';

/** The sandbox, remembering what each charge asked for. */
class RecordingPayments extends CountingPayments {
  requests: ChargeRequest[] = [];
  override async charge(request: ChargeRequest) {
    this.requests.push(request);
    return super.charge(request);
  }
}

let ctx: TestContext;
let auth: { authorization: string };
const gateway = new RecordingPayments();
const STUDIO = '/api/studioadmin/studios/1';
const GUARD = verificationRequiredMessage(PAYMENT_PROVIDER);
beforeAll(async () => {
  ctx = await createTestApp({ payments: gateway });
  auth = bearer((await loginStudioAdmin(ctx.app)).token);
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object) => ctx.app.inject({ method, url: `${STUDIO}${url}`, headers: auth, ...(payload ? { payload } : {}) });
const sandbox = () => ctx.app.connect as SandboxConnect;
const studioRow = async () => (await ctx.db.select().from(studios).where(eq(studios.id, 1)))[0]!;
const eventCount = async () => (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(webhookEvents))[0]!.n;
const sendEvent = (body: string, signature: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/webhooks/stripe', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, payload: body });

async function pay(subjectIndex: number) {
  const client = await checkoutReadyCart(ctx.app, ctx.db, [PACKAGE_A], subjectIndex);
  return client.post(`/api/customer/jobs/${LINCOLN}/checkout/submit`, { paymentToken: GOOD_CARD });
}

/** "Connect with Stripe" as the browser does it: the connect URL, the sandbox's page, its Authorize link, the return. */
async function connectThroughSandbox(): Promise<string> {
  const start = await call('GET', '/stripe/connect-url');
  expect(start.statusCode).toBe(200);
  const page = await ctx.app.inject({ url: start.json().data.url });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toContain('text/html');
  const authorize = /href="([^"]+)">Authorize access/.exec(page.body)![1]!.replace(/&#38;/g, '&');
  const back = new URL(authorize);
  expect(back.pathname).toBe('/admin/studios/1/settings/payouts');
  const connected = await call('PATCH', `/stripe/connect?code=${back.searchParams.get('code')}&state=${back.searchParams.get('state')}`, {});
  expect(connected.statusCode).toBe(200);
  return connected.json().data.accountId;
}

describe('payouts: connect, verify, destination charges', () => {
  it("takes a sandbox code once, and only back with the state it was issued for (another studio's code is refused)", async () => {
    const start = (await call('GET', '/stripe/connect-url')).json().data.url as string;
    const state = new URL(start, 'http://x').searchParams.get('state')!;
    const before = await studioRow();
    const othersCode = sandbox().issueCode('2.another-studio-state');
    const stolen = await call('PATCH', `/stripe/connect?code=${othersCode}&state=${state}`, {});
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().errors[0]).toMatch(/^Authorization code does not exist/);
    expect(await studioRow()).toEqual(before);
    const code = sandbox().issueCode(state);
    const first = await call('PATCH', `/stripe/connect?code=${code}&state=${state}`, {});
    expect([first.statusCode, first.body]).toEqual([200, expect.anything()]);
    const again = await call('PATCH', `/stripe/connect?code=${code}&state=${state}`, {});
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0]).toMatch(/^Authorization code does not exist/);
    expect((await call('PATCH', '/stripe/remove', {})).statusCode).toBe(200);
  });

  it('a studio without a connected, verified account cannot take online payments; once connected and verified its parents pay it, less the commission', async () => {
    // The demo studio starts connected and verified; disconnected, its checkout refuses to charge.
    expect((await call('PATCH', '/stripe/remove', {})).json().data).toMatchObject({ connected: false, verified: false, accountId: null });
    const charges = gateway.calls;
    const refused = await pay(2);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors).toEqual([ONLINE_ORDERS_CLOSED]);
    expect(gateway.calls).toBe(charges);
    expect((await call('GET', '/payouts')).json().errors).toEqual([GUARD]);

    const accountId = await connectThroughSandbox();
    expect(accountId).toMatch(/^acct_sandbox_/);
    // Connected is not verified: still no charge.
    expect((await pay(2)).statusCode).toBe(403);

    expect((await call('POST', '/request-verification', { accountNumber: accountId, password: 'not-my-password' })).statusCode).toBe(400);
    const wrongAccount = await call('POST', '/request-verification', { accountNumber: 'acct_someone_else', password: DEMO.studioAdmin.password });
    expect(wrongAccount.json().errors).toEqual(['The account number does not match this studio']);
    const verified = await call('POST', '/request-verification', { accountNumber: accountId, password: DEMO.studioAdmin.password });
    expect(verified.json().data).toMatchObject({ connected: true, verified: true, accountId });
    // The sandbox verified it the way Stripe does: a signed account.updated event, recorded once.
    expect((await ctx.db.select().from(webhookEvents).where(eq(webhookEvents.objectId, accountId))).map((e) => e.type)).toEqual(['account.updated']);

    const paid = await pay(2);
    expect(paid.statusCode).toBe(201);
    const [order] = await ctx.db.select().from(orders).where(eq(orders.orderNumber, Number(paid.json().data.orderNumber)));
    const productRevenue = order!.subtotal + order!.services - order!.discount;
    // 5% of product revenue (the default Configuration rate), never of tax or shipping.
    const fee = Math.round(productRevenue * 0.05);
    expect(order).toMatchObject({ connectedAccount: accountId, applicationFee: fee });
    expect(gateway.requests.at(-1)).toMatchObject({ amount: order!.total, destinationAccount: accountId, applicationFeeAmount: fee });

    const overview = (await call('GET', '/payouts')).json().data;
    expect(overview.orders).toEqual([
      { orderNumber: order!.orderNumber, paidAt: order!.paidAt!.toISOString(), gross: order!.total, taxAndShipping: order!.tax + order!.shipping, refunded: 0, commission: fee, net: order!.total - fee, status: 'paid', disputed: false },
    ]);
    expect(overview.upcoming).toEqual([expect.objectContaining({ amount: order!.total - fee, status: 'pending' })]);
    expect(overview.balance).toEqual({ available: 0, pending: order!.total - fee });
    expect(overview.totals).toEqual({ gross: order!.total, refunded: 0, commission: fee, net: order!.total - fee });

    // The money is on its way to the account: it cannot be disconnected, and the page says why.
    const remove = await call('PATCH', '/stripe/remove', {});
    expect(remove.statusCode).toBe(409);
    expect(remove.json().errors).toEqual(['1 order is still being paid out to this account; disconnect it once they have arrived']);
    expect((await studioRow()).stripeAccountId).toBe(accountId);
  });

  it("counts a refunded line out of the studio's net: the money given back, the fee it reversed, and the payout that carries the rest", async () => {
    const client = await checkoutReadyCart(ctx.app, ctx.db, [PACKAGE_A, PACKAGE_C], 7);
    const paid = await client.post(`/api/customer/jobs/${LINCOLN}/checkout/submit`, { paymentToken: GOOD_CARD });
    expect(paid.statusCode).toBe(201);
    const orderNumber = Number(paid.json().data.orderNumber);
    const [order] = await ctx.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    const fee = order!.applicationFee!;
    expect(fee).toBeGreaterThan(0);
    const lines = (await call('GET', `/jobs/${LINCOLN}/orders/${orderNumber}`)).json().data.lines as Array<{ id: number; packageName: string }>;
    const refunded = await call('POST', `/jobs/${LINCOLN}/orders/${orderNumber}/refund`, { lineIds: [lines.find((line) => PACKAGE_C.startsWith(line.packageName))!.id] });
    expect(refunded.statusCode).toBe(200);
    const [refund] = await ctx.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order!.id));
    // One line of two: part of the charge and part of the fee went back, not all of either.
    expect(refund!.amount).toBeGreaterThan(0);
    expect(refund!.amount).toBeLessThan(order!.total);
    expect(refund!.fee).toBeGreaterThan(0);
    expect(refund!.fee).toBeLessThan(fee);

    const overview = (await call('GET', '/payouts')).json().data;
    const row = overview.orders.find((o: { orderNumber: number }) => o.orderNumber === orderNumber);
    const net = order!.total - refund!.amount - (fee - refund!.fee);
    expect(row).toEqual({
      orderNumber, paidAt: order!.paidAt!.toISOString(), gross: order!.total, taxAndShipping: order!.tax + order!.shipping, refunded: refund!.amount,
      commission: fee - refund!.fee, net, status: 'paid', disputed: false,
    });
    // The totals add up the rows, and the payouts on their way carry exactly the nets (this order's after its refund).
    const listed = overview.orders as Array<{ gross: number; refunded: number; commission: number; net: number }>;
    const sum = (key: 'gross' | 'refunded' | 'commission' | 'net') => listed.reduce((total, o) => total + o[key], 0);
    expect(overview.totals).toEqual({ gross: sum('gross'), refunded: sum('refunded'), commission: sum('commission'), net: sum('net') });
    expect(overview.totals.net).toBe(overview.totals.gross - overview.totals.refunded - overview.totals.commission);
    expect((overview.upcoming as Array<{ amount: number }>).reduce((total, p) => total + p.amount, 0)).toBe(overview.totals.net);
    expect(overview.balance).toEqual({ available: 0, pending: overview.totals.net });
  });

  it('refuses a connect return whose state was not made for this studio and user, or whose code the provider never gave', async () => {
    const before = await studioRow();
    const start = (await call('GET', '/stripe/connect-url')).json().data.url as string;
    const state = new URL(start, 'http://x').searchParams.get('state')!;
    const code = sandbox().issueCode(state);
    expect((await call('PATCH', `/stripe/connect?code=${code}&state=${state.slice(0, -2)}xx`, {})).json().errors).toEqual(['This connect request is not valid for this studio any more. Please start again from Payouts.']);
    const forgedCode = await call('PATCH', `/stripe/connect?code=ac_sandbox_000000000000000000000000_00000000000000000000000000000000&state=${state}`, {});
    expect(forgedCode.statusCode).toBe(400);
    expect(await studioRow()).toEqual(before);
  });
});

describe('the provider webhook', () => {
  it('refuses a forged signature and changes nothing', async () => {
    const { accountId } = { accountId: (await studioRow()).stripeAccountId! };
    const events = await eventCount();
    const { body } = sandbox().signedEvent('account.updated', { ...sandbox().accountObject(accountId), charges_enabled: false });
    const forged = new SandboxConnect(new TextEncoder().encode('another-secret-of-someone-else-entirely')).signedEvent('account.updated', { id: 'x' });
    for (const signature of [forged.signature, 't=1,v1=00', '']) {
      const answer = await sendEvent(body, signature);
      expect(answer.statusCode).toBe(400);
    }
    // A body changed after signing (one character) is refused too.
    const signed = sandbox().signedEvent('account.updated', { ...sandbox().accountObject(accountId), charges_enabled: false });
    expect((await sendEvent(signed.body.replace('"charges_enabled":false', '"charges_enabled":true '), signed.signature)).statusCode).toBe(400);
    expect(await eventCount()).toBe(events);
    expect((await studioRow()).stripeVerified).toBe(true);
  });

  it('handles each event once: a replay changes nothing', async () => {
    const accountId = (await studioRow()).stripeAccountId!;
    const unverify = sandbox().signedEvent('account.updated', { ...sandbox().accountObject(accountId), payouts_enabled: false });
    expect((await sendEvent(unverify.body, unverify.signature)).json().data).toEqual({ received: true, duplicate: false });
    expect((await studioRow()).stripeVerified).toBe(false);
    const reverify = sandbox().signedEvent('account.updated', sandbox().accountObject(accountId));
    await sendEvent(reverify.body, reverify.signature);
    expect((await studioRow()).stripeVerified).toBe(true);
    const events = await eventCount();
    // The first event again (Stripe retries, or someone resends it): recorded already, nothing flips back.
    expect((await sendEvent(unverify.body, unverify.signature)).json().data).toEqual({ received: true, duplicate: true });
    expect((await studioRow()).stripeVerified).toBe(true);
    expect(await eventCount()).toBe(events);
  });

  it('flags a disputed order and tells the studio once, however often the event comes', async () => {
    const paid = await pay(4);
    const [order] = await ctx.db.select().from(orders).where(eq(orders.orderNumber, Number(paid.json().data.orderNumber)));
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.orderId, order!.id));
    const dispute = sandbox().signedEvent('charge.dispute.created', { id: 'dp_1', object: 'dispute', amount: order!.total, reason: 'fraudulent', payment_intent: payment!.providerReference, charge: 'ch_1' });
    await sendEvent(dispute.body, dispute.signature);
    await sendEvent(dispute.body, dispute.signature);
    const mails = await ctx.db.select().from(mailLog).where(eq(mailLog.subject, `Order ${order!.orderNumber} is disputed`));
    expect(mails.map((m) => m.to)).toEqual([DEMO.studioAdmin.email]);
    const overview = (await call('GET', '/payouts')).json().data;
    expect(overview.orders.find((o: { orderNumber: number }) => o.orderNumber === order!.orderNumber)).toMatchObject({ disputed: true });
  });

  it("marks an order refunded in Stripe's dashboard as refunded here, and tells the studio when a payout to its bank fails", async () => {
    const paid = await pay(5);
    const [order] = await ctx.db.select().from(orders).where(eq(orders.orderNumber, Number(paid.json().data.orderNumber)));
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.orderId, order!.id));
    // A partial refund made there does not refund the order; a full one does.
    const partial = sandbox().signedEvent('charge.refunded', { id: 'ch_2', object: 'charge', amount: order!.total, amount_refunded: 100, refunded: false, payment_intent: payment!.providerReference });
    await sendEvent(partial.body, partial.signature);
    expect((await ctx.db.select().from(orders).where(eq(orders.id, order!.id)))[0]!.status).toBe('paid');
    const full = sandbox().signedEvent('charge.refunded', { id: 'ch_2', object: 'charge', amount: order!.total, amount_refunded: order!.total, refunded: true, payment_intent: payment!.providerReference });
    await sendEvent(full.body, full.signature);
    expect((await ctx.db.select().from(orders).where(eq(orders.id, order!.id)))[0]!.status).toBe('refunded');
    // Refunded there, with no refund record here: the payouts page still gives the studio nothing of it.
    const overview = (await call('GET', '/payouts')).json().data;
    expect(overview.orders.find((o: { orderNumber: number }) => o.orderNumber === order!.orderNumber)).toMatchObject({ refunded: order!.total, commission: 0, net: 0, status: 'refunded' });

    const accountId = (await studioRow()).stripeAccountId!;
    const failed = sandbox().signedEvent('payout.failed', { id: 'po_9', object: 'payout', amount: 5196, currency: 'usd', failure_message: 'The bank account has been closed.' }, accountId);
    await sendEvent(failed.body, failed.signature);
    const [mail] = await ctx.db.select().from(mailLog).where(eq(mailLog.subject, 'A payout to your bank failed'));
    expect(mail).toMatchObject({ to: DEMO.studioAdmin.email, text: expect.stringContaining('$51.96') });
    expect(mail!.text).toContain('The bank account has been closed.');
  });
});
