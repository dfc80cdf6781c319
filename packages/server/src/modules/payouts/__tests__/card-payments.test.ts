import { ONLINE_ORDERS_CLOSED } from '@shutterday/domain';
import { eq } from 'drizzle-orm';
import { orders, studios } from '../../../db/schema';
import { checkoutReadyCart, CountingPayments, GOOD_CARD, LINCOLN, PACKAGE_A } from '../../../test-support/ordering';
import { studioAdminTestApp } from '../../../test-support/studio-admin';

const gateway = new CountingPayments();
const session = studioAdminTestApp({ payments: gateway });

const account = (set: { stripeAccountId?: string | null; stripeVerified?: boolean }) => session.ctx.db.update(studios).set(set).where(eq(studios.id, 1));
/** What a parent's browser reads before any cart: the job's availability, without a session. */
const onlineOrders = async () => {
  const answer = await session.ctx.app.inject({ url: `/api/customer/jobs/${LINCOLN}/availability` });
  expect(answer.statusCode).toBe(200);
  return answer.json().data.onlineOrders;
};
const studioSays = async () => (await session.ctx.app.inject({ url: '/api/studioadmin/studios/1', headers: session.auth })).json().data.cardPayments;

describe('whether the studio takes card payments, said before a parent builds a cart', () => {
  it("the job's public availability says whether online orders are open; the studio's details say why not", async () => {
    // The demo studio is connected and verified.
    expect(await onlineOrders()).toEqual({ open: true });
    expect(await studioSays()).toBe('ready');

    await account({ stripeVerified: false });
    expect(await onlineOrders()).toEqual({ open: false });
    expect(await studioSays()).toBe('verification-pending');

    await account({ stripeAccountId: null });
    expect(await onlineOrders()).toEqual({ open: false });
    expect(await studioSays()).toBe('not-connected');

    // Once an order was paid to an account of the studio, no account means it was disconnected.
    const [order] = await session.ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.studioId, 1)).limit(1);
    await session.ctx.db.update(orders).set({ connectedAccount: 'acct_sandbox_demo' }).where(eq(orders.id, order!.id));
    expect(await studioSays()).toBe('disconnected');
    expect(await onlineOrders()).toEqual({ open: false });
  });

  it("a parent who reaches Pay anyway is refused in a parent's words, before any charge", async () => {
    await account({ stripeAccountId: null, stripeVerified: false });
    const client = await checkoutReadyCart(session.ctx.app, session.ctx.db, [PACKAGE_A], 3);
    const charges = gateway.calls;
    const refused = await client.post(`/api/customer/jobs/${LINCOLN}/checkout/submit`, { paymentToken: GOOD_CARD });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors).toEqual([ONLINE_ORDERS_CLOSED]);
    expect(gateway.calls).toBe(charges);

    await account({ stripeAccountId: 'acct_sandbox_demo', stripeVerified: true });
    expect(await onlineOrders()).toEqual({ open: true });
    expect((await client.post(`/api/customer/jobs/${LINCOLN}/checkout/submit`, { paymentToken: GOOD_CARD })).statusCode).toBe(201);
  });
});
