import Stripe from 'stripe';
import { IdempotencyConflictError } from '../payments';
import { SandboxPayments } from '../sandbox';
import { StripePayments } from '../stripe';

const request = (over: Partial<Parameters<SandboxPayments['charge']>[0]> = {}) => ({
  amount: 7058, currency: 'usd' as const, paymentToken: 'pm_card_visa', idempotencyKey: 'cart-1-attempt-1-abc', description: 'Demo Photo Co — Lincoln', ...over,
});

describe('sandbox payments (Stripe test PaymentMethods)', () => {
  it('refunds at most what a charge took, answering a repeated key with the first result', async () => {
    const sandbox = new SandboxPayments();
    const paid = await sandbox.charge(request());
    const reference = (paid as { reference: string }).reference;
    const refund = await sandbox.refund({ reference, amount: 7000, idempotencyKey: 'refund-1' });
    expect(refund).toMatchObject({ status: 'succeeded', reference: expect.stringMatching(/^re_sandbox_/) });
    expect(await sandbox.refund({ reference, amount: 7000, idempotencyKey: 'refund-1' })).toEqual(refund);
    expect(await sandbox.refund({ reference, amount: 100, idempotencyKey: 'refund-2' })).toEqual({ status: 'failed', message: 'Refund amount is greater than the unrefunded amount of the charge.' });
    expect(await sandbox.refund({ reference: 'pi_unknown', amount: 100, idempotencyKey: 'refund-3' })).toMatchObject({ status: 'failed' });
    // A sandbox charge of an earlier run (the seed's) is not in memory: taken as paid.
    expect(await sandbox.refund({ reference: 'sandbox_seed', amount: 100, idempotencyKey: 'refund-4' })).toMatchObject({ status: 'succeeded' });
  });

  it('succeeds with pm_card_visa, and answers a repeated key with the first result', async () => {
    const sandbox = new SandboxPayments();
    const paid = await sandbox.charge(request());
    expect(paid).toMatchObject({ status: 'succeeded', reference: expect.stringMatching(/^pi_sandbox_/) });
    expect(await sandbox.charge(request())).toEqual(paid);
    expect(await sandbox.retrieve((paid as { reference: string }).reference)).toEqual({ status: 'succeeded', amount: 7058 });
    // Like Stripe, a key reused with other parameters is refused rather than charged again.
    await expect(sandbox.charge(request({ paymentToken: 'pm_card_chargeDeclined' }))).rejects.toBeInstanceOf(IdempotencyConflictError);
    await expect(sandbox.charge(request({ amount: 100 }))).rejects.toBeInstanceOf(IdempotencyConflictError);
    expect(await sandbox.charge(request({ idempotencyKey: 'k4', amount: 0 }))).toMatchObject({ status: 'failed' });
  });

  it.each([
    ['pm_card_chargeDeclined', 'Your card was declined.'],
    ['pm_card_chargeDeclinedInsufficientFunds', 'Your card has insufficient funds.'],
    ['pm_card_chargeDeclinedExpiredCard', 'Your card has expired.'],
    ['pm_card_chargeDeclinedIncorrectCvc', "Your card's security code is incorrect."],
    ['4242424242424242', "No such PaymentMethod: '4242424242424242'"],
  ])('declines %s with Stripe\'s message', async (paymentToken, message) => {
    expect(await new SandboxPayments().charge(request({ paymentToken }))).toEqual({ status: 'failed', message });
  });

  it('asks for 3-D Secure, and succeeds only once the test challenge is completed; a canceled one never can', async () => {
    const sandbox = new SandboxPayments();
    const action = await sandbox.charge(request({ paymentToken: 'pm_card_threeDSecure2Required' }));
    if (action.status !== 'requires_action') throw new Error(`expected requires_action, got ${action.status}`);
    expect(await sandbox.retrieve(action.reference)).toMatchObject({ status: 'requires_action' });
    expect(sandbox.authenticate('pi_other_secret_sandbox', true)).toBe(false);
    expect(sandbox.authenticate(action.clientSecret, true)).toBe(true);
    expect(await sandbox.retrieve(action.reference)).toEqual({ status: 'succeeded', amount: 7058 });
    const other = await sandbox.charge(request({ idempotencyKey: 'k5', paymentToken: 'pm_card_threeDSecure2Required' }));
    if (other.status !== 'requires_action') throw new Error('expected requires_action');
    expect(await sandbox.cancel(other.reference)).toMatchObject({ status: 'failed' });
    expect(sandbox.authenticate(other.clientSecret, true)).toBe(false);
  });
});

/** A fake Stripe API behind the SDK's own fetch client: no network, the real request building. */
function fakeStripe(answer: { status: number; body: unknown }) {
  const calls: Array<{ url: string; headers: Headers; body: string }> = [];
  const fetchFn = (async (url: string, init: RequestInit) => {
    calls.push({ url: String(url), headers: new Headers(init.headers), body: String(init.body) });
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json', 'request-id': 'req_test' } });
  }) as typeof fetch;
  return { calls, httpClient: Stripe.createFetchHttpClient(fetchFn) };
}

describe('stripe payments (PaymentIntents)', () => {
  it('creates a confirmed PaymentIntent with the idempotency key and reports success', async () => {
    const fake = fakeStripe({ status: 200, body: { id: 'pi_123', object: 'payment_intent', status: 'succeeded' } });
    const stripe = new StripePayments('sk_test_fake', { httpClient: fake.httpClient, maxNetworkRetries: 0 });
    expect(await stripe.charge(request({ paymentToken: 'pm_card_visa', destinationAccount: 'acct_9' }))).toEqual({ status: 'succeeded', reference: 'pi_123' });
    const [call] = fake.calls;
    expect(call!.url).toContain('/v1/payment_intents');
    expect(call!.headers.get('idempotency-key')).toBe('cart-1-attempt-1-abc');
    const body = new URLSearchParams(call!.body);
    expect(body.get('amount')).toBe('7058');
    expect(body.get('confirm')).toBe('true');
    expect(body.get('payment_method')).toBe('pm_card_visa');
    expect(body.get('transfer_data[destination]')).toBe('acct_9');
  });

  it('refunds part of a PaymentIntent with the idempotency key, taking the transfer back and giving back the fee share it is told', async () => {
    const answers: Record<string, unknown> = {
      '/v1/refunds': { id: 're_1', object: 'refund', status: 'succeeded' },
      '/v1/payment_intents/pi_123': { id: 'pi_123', object: 'payment_intent', status: 'succeeded', latest_charge: { id: 'ch_1', object: 'charge', application_fee: 'fee_1' } },
      '/v1/application_fees/fee_1/refunds': { id: 'fr_1', object: 'fee_refund', amount: 250 },
    };
    const calls: Array<{ url: string; headers: Headers; body: string }> = [];
    const fetchFn = (async (url: string, init: RequestInit) => {
      calls.push({ url: String(url), headers: new Headers(init.headers), body: String(init.body) });
      const path = new URL(String(url)).pathname;
      return new Response(JSON.stringify(answers[path]), { status: 200, headers: { 'content-type': 'application/json', 'request-id': 'req_test' } });
    }) as typeof fetch;
    const stripe = new StripePayments('sk_test_fake', { httpClient: Stripe.createFetchHttpClient(fetchFn), maxNetworkRetries: 0 });
    expect(await stripe.refund({ reference: 'pi_123', amount: 2656, idempotencyKey: 'refund-9-2', reverseTransfer: true, applicationFeeRefund: 250 })).toEqual({ status: 'succeeded', reference: 're_1' });
    const [refund, , feeRefund] = calls;
    expect(refund!.url).toContain('/v1/refunds');
    expect(refund!.headers.get('idempotency-key')).toBe('refund-9-2');
    const body = new URLSearchParams(refund!.body);
    // No proportional reversal: the fee share is given back by amount.
    expect([body.get('payment_intent'), body.get('amount'), body.get('reverse_transfer'), body.get('refund_application_fee')]).toEqual(['pi_123', '2656', 'true', null]);
    expect(feeRefund!.url).toContain('/v1/application_fees/fee_1/refunds');
    expect(feeRefund!.headers.get('idempotency-key')).toBe('refund-9-2-fee');
    expect(new URLSearchParams(feeRefund!.body).get('amount')).toBe('250');
    const refused = fakeStripe({ status: 400, body: { error: { type: 'invalid_request_error', message: 'Charge ch_1 has already been refunded.' } } });
    expect(await new StripePayments('sk_test_fake', { httpClient: refused.httpClient, maxNetworkRetries: 0 }).refund({ reference: 'pi_123', amount: 1, idempotencyKey: 'k' })).toEqual({ status: 'failed', message: 'Charge ch_1 has already been refunded.' });
  });

  it('turns a card error into a failed charge with Stripe\'s message', async () => {
    const fake = fakeStripe({ status: 402, body: { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } } });
    const stripe = new StripePayments('sk_test_fake', { httpClient: fake.httpClient, maxNetworkRetries: 0 });
    expect(await stripe.charge(request({ paymentToken: 'pm_card_chargeDeclined' }))).toEqual({ status: 'failed', message: 'Your card was declined.' });
  });

  it('reports a reused key with other parameters as an idempotency conflict', async () => {
    const fake = fakeStripe({ status: 400, body: { error: { type: 'idempotency_error', message: 'Keys for idempotent requests can only be used with the same parameters they were first used with.' } } });
    const stripe = new StripePayments('sk_test_fake', { httpClient: fake.httpClient, maxNetworkRetries: 0 });
    await expect(stripe.charge(request())).rejects.toBeInstanceOf(IdempotencyConflictError);
  });

  it('hands a 3-D Secure intent back for the browser, never as paid', async () => {
    const fake = fakeStripe({ status: 200, body: { id: 'pi_456', object: 'payment_intent', status: 'requires_action', amount: 7058, client_secret: 'pi_456_secret_x' } });
    const stripe = new StripePayments('sk_test_fake', { httpClient: fake.httpClient, maxNetworkRetries: 0 });
    expect(await stripe.charge(request())).toEqual({ status: 'requires_action', reference: 'pi_456', clientSecret: 'pi_456_secret_x' });
  });

  it('reads an intent back from Stripe: the amount and status decide, with Stripe\'s message on failure', async () => {
    const paid = fakeStripe({ status: 200, body: { id: 'pi_7', object: 'payment_intent', status: 'succeeded', amount: 7058 } });
    expect(await new StripePayments('sk_test_fake', { httpClient: paid.httpClient, maxNetworkRetries: 0 }).retrieve('pi_7')).toEqual({ status: 'succeeded', amount: 7058 });
    expect(paid.calls[0]!.url).toContain('/v1/payment_intents/pi_7');
    const failed = fakeStripe({ status: 200, body: { id: 'pi_8', object: 'payment_intent', status: 'requires_payment_method', amount: 7058, last_payment_error: { message: 'Authentication failed.' } } });
    expect(await new StripePayments('sk_test_fake', { httpClient: failed.httpClient, maxNetworkRetries: 0 }).retrieve('pi_8')).toEqual({ status: 'failed', amount: 7058, message: 'Authentication failed.' });
  });

  it('cancels an intent still waiting for authentication', async () => {
    const fake = fakeStripe({ status: 200, body: { id: 'pi_9', object: 'payment_intent', status: 'canceled', amount: 7058 } });
    const stripe = new StripePayments('sk_test_fake', { httpClient: fake.httpClient, maxNetworkRetries: 0 });
    expect(await stripe.cancel('pi_9')).toMatchObject({ status: 'failed' });
    expect(fake.calls[0]!.url).toContain('/v1/payment_intents/pi_9/cancel');
  });
});
