import { eq } from 'drizzle-orm';
import { orders, payments } from '../../../db/schema';
import { AUTHENTICATION_FAILED } from '../../../services/payments/payments';
import { checkoutReadyCart, CountingPayments, GOOD_CARD, LINCOLN, PACKAGE_A, THREE_D_SECURE_CARD } from '../../../test-support/ordering';
import { anonymousTestApp } from '../../../test-support/studio-admin';

const gateway = new CountingPayments();
const session = anonymousTestApp({ payments: gateway });

const base = `/api/customer/jobs/${LINCOLN}`;
const readyCart = () => checkoutReadyCart(session.ctx.app, session.ctx.db, [PACKAGE_A]);
const paymentsOf = async (cartId: number) => (await session.ctx.db.select().from(payments).where(eq(payments.cartId, cartId))).map((p) => p.status).sort();
const ordersOf = (cartId: number) => session.ctx.db.select().from(orders).where(eq(orders.cartId, cartId));
const authenticate = (clientSecret: string, complete: boolean) => session.ctx.app.inject({ method: 'POST', url: '/api/customer/payments/sandbox/authenticate', payload: { clientSecret, complete } });

describe('payment methods: only PaymentMethod ids reach the server', () => {
  const NOT_A_PAYMENT_METHOD = 'paymentToken: Send a payment method from the card form, never a card number';
  const CONTROL_CHARACTER = 'paymentToken: This text contains a control character that is not accepted';
  it.each([
    ...['4242 4242 4242 4242', '4242424242424242', '4000-0000-0000-0069', 'tok_visa', 'pm_', 'pm_card visa', `pm_${'a'.repeat(101)}`].map((token) => [token, NOT_A_PAYMENT_METHOD]),
    ['pm_card_visa\u0000', CONTROL_CHARACTER],
  ])(
    'refuses %j with 400 and charges nothing',
    async (token, message) => {
      const client = await readyCart();
      const calls = gateway.calls;
      const response = await client.post(`${base}/checkout/submit`, { paymentToken: token });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([message]);
      expect(gateway.calls).toBe(calls);
      expect(await paymentsOf(client.cartId)).toEqual([]);
      expect(await ordersOf(client.cartId)).toEqual([]);
    },
  );

  it.each([
    ['pm_card_chargeDeclinedExpiredCard', 'Your card has expired.'],
    ['pm_card_chargeDeclinedIncorrectCvc', "Your card's security code is incorrect."],
    ['pm_card_chargeDeclinedInsufficientFunds', 'Your card has insufficient funds.'],
    ['pm_unknown123', "No such PaymentMethod: 'pm_unknown123'"],
  ])('the sandbox refuses %s as Stripe would (402, its message), keeping the cart open', async (token, message) => {
    const client = await readyCart();
    const response = await client.post(`${base}/checkout/submit`, { paymentToken: token });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ errors: [message] });
    expect(await ordersOf(client.cartId)).toEqual([]);
    expect((await client.get(`${base}/cart/details`)).json().data.cartPackages).toHaveLength(1);
  });

  it('serves the card form its provider and no publishable key in the sandbox', async () => {
    expect((await session.ctx.app.inject({ url: '/api/customer/payments/config' })).json()).toEqual({ data: { provider: 'sandbox', publishableKey: null } });
  });
});

describe('3-D Secure (requires_action)', () => {
  it('answers 202 with the intent, and places the order only once the provider says it succeeded', async () => {
    const client = await readyCart();
    const calls = gateway.calls;
    const challenge = await client.post(`${base}/checkout/submit`, { paymentToken: THREE_D_SECURE_CARD });
    expect(challenge.statusCode).toBe(202);
    const action = challenge.json().data;
    expect(action).toMatchObject({ status: 'requires_action', paymentIntentId: expect.stringMatching(/^pi_/), clientSecret: expect.stringContaining('_secret_') });
    expect(await paymentsOf(client.cartId)).toEqual(['pending']);
    // The browser claims it finished, but the bank still waits: no order, the same challenge again.
    const early = await client.post(`${base}/checkout/submit`, { paymentToken: THREE_D_SECURE_CARD, paymentIntentId: action.paymentIntentId });
    expect(early.statusCode).toBe(202);
    expect(await ordersOf(client.cartId)).toEqual([]);
    expect((await authenticate(action.clientSecret, true)).statusCode).toBe(200);
    const finishes = await Promise.all(Array.from({ length: 10 }, () => client.post(`${base}/checkout/submit`, { paymentToken: THREE_D_SECURE_CARD, paymentIntentId: action.paymentIntentId })));
    expect(finishes.map((f) => f.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(finishes.map((f) => f.json().data.orderNumber)).size).toBe(1);
    expect(await ordersOf(client.cartId)).toHaveLength(1);
    expect(await paymentsOf(client.cartId)).toEqual(['succeeded']);
    expect(gateway.calls).toBe(calls + 1);
  });

  it('a failed authentication is refused with Stripe\'s words; the cart then pays with another card', async () => {
    const client = await readyCart();
    const action = (await client.post(`${base}/checkout/submit`, { paymentToken: THREE_D_SECURE_CARD })).json().data;
    await authenticate(action.clientSecret, false);
    const refused = await client.post(`${base}/checkout/submit`, { paymentToken: THREE_D_SECURE_CARD, paymentIntentId: action.paymentIntentId });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({ errors: [AUTHENTICATION_FAILED] });
    expect(await ordersOf(client.cartId)).toEqual([]);
    expect((await client.post(`${base}/checkout/submit`, { paymentToken: GOOD_CARD })).statusCode).toBe(201);
    expect(await paymentsOf(client.cartId)).toEqual(['failed', 'succeeded']);
  });

  it('an abandoned challenge is canceled before a new card is charged, so it can never be charged too', async () => {
    const client = await readyCart();
    const action = (await client.post(`${base}/checkout/submit`, { paymentToken: THREE_D_SECURE_CARD })).json().data;
    expect((await client.post(`${base}/checkout/submit`, { paymentToken: GOOD_CARD })).statusCode).toBe(201);
    expect((await authenticate(action.clientSecret, true)).statusCode).toBe(400);
    expect(await paymentsOf(client.cartId)).toEqual(['failed', 'succeeded']);
  });

  it('a challenge completed before a new submit pays the order with no second charge', async () => {
    const client = await readyCart();
    const action = (await client.post(`${base}/checkout/submit`, { paymentToken: THREE_D_SECURE_CARD })).json().data;
    await authenticate(action.clientSecret, true);
    const calls = gateway.calls;
    expect((await client.post(`${base}/checkout/submit`, { paymentToken: GOOD_CARD })).statusCode).toBe(201);
    expect(gateway.calls).toBe(calls);
    expect(await paymentsOf(client.cartId)).toEqual(['succeeded']);
  });

  it('refuses an intent that is not this cart\'s, charging nothing', async () => {
    const client = await readyCart();
    const calls = gateway.calls;
    const response = await client.post(`${base}/checkout/submit`, { paymentToken: GOOD_CARD, paymentIntentId: 'pi_someone_else' });
    expect(response.statusCode).toBe(400);
    expect(gateway.calls).toBe(calls);
    expect(await ordersOf(client.cartId)).toEqual([]);
  });
});
