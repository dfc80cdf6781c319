import Stripe from 'stripe';
import { IdempotencyConflictError } from '../payments';
import { SandboxPayments } from '../sandbox';
import { StripePayments } from '../stripe';

const request = (over: Partial<Parameters<SandboxPayments['charge']>[0]> = {}) => ({
  amount: 7058, currency: 'usd' as const, paymentToken: '4242 4242 4242 4242', idempotencyKey: 'cart-1-attempt-1-abc', description: 'Demo Photo Co — Lincoln', ...over,
});

describe('sandbox payments (Stripe test cards)', () => {
  it('succeeds with 4242…, declines 4000 0000 0000 0002, and answers a repeated key with the first result', async () => {
    const sandbox = new SandboxPayments();
    const paid = await sandbox.charge(request());
    expect(paid).toMatchObject({ status: 'succeeded', reference: expect.stringMatching(/^sandbox_/) });
    expect(await sandbox.charge(request({ paymentToken: '4242-4242-4242-4242' }))).toEqual(paid);
    // Like Stripe, a key reused with other parameters is refused rather than charged again.
    await expect(sandbox.charge(request({ paymentToken: '4000 0000 0000 0002' }))).rejects.toBeInstanceOf(IdempotencyConflictError);
    await expect(sandbox.charge(request({ amount: 100 }))).rejects.toBeInstanceOf(IdempotencyConflictError);
    expect(await sandbox.charge(request({ idempotencyKey: 'k2', paymentToken: '4000 0000 0000 0002' }))).toEqual({ status: 'failed', message: 'Your card was declined.' });
    expect(await sandbox.charge(request({ idempotencyKey: 'k3', paymentToken: '4000 0000 0000 9995' }))).toEqual({ status: 'failed', message: 'Your card has insufficient funds.' });
    expect(await sandbox.charge(request({ idempotencyKey: 'k4', amount: 0 }))).toMatchObject({ status: 'failed' });
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

  it('does not count an intent needing more action as paid', async () => {
    const fake = fakeStripe({ status: 200, body: { id: 'pi_456', object: 'payment_intent', status: 'requires_action' } });
    const stripe = new StripePayments('sk_test_fake', { httpClient: fake.httpClient, maxNetworkRetries: 0 });
    expect(await stripe.charge(request())).toEqual({ status: 'failed', message: 'The payment could not be completed (requires_action).' });
  });
});
