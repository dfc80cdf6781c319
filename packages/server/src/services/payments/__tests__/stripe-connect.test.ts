import Stripe from 'stripe';
import { StripeConnect } from '../stripe-connect';
import { StripePayments } from '../stripe';

/**
 * Stripe's answers as recorded from its API (trimmed to the fields read), served to the official SDK
 * through its own fetch client: the SDK builds and sends every request, nothing reaches the network.
 */
const RECORDED: Record<string, { status: number; body: unknown }> = {
  'POST /oauth/token': { status: 200, body: { access_token: 'sk_test_conn', livemode: false, refresh_token: 'rt_1', token_type: 'bearer', stripe_publishable_key: 'pk_test_conn', stripe_user_id: 'acct_1QxStudio', scope: 'read_write' } },
  'GET /v1/accounts/acct_1QxStudio': { status: 200, body: { id: 'acct_1QxStudio', object: 'account', type: 'standard', charges_enabled: true, payouts_enabled: true, details_submitted: true } },
  'GET /v1/balance': { status: 200, body: { object: 'balance', livemode: false, available: [{ amount: 12_345, currency: 'usd', source_types: { card: 12_345 } }], pending: [{ amount: 5_196, currency: 'usd', source_types: { card: 5_196 } }] } },
  'GET /v1/payouts': {
    status: 200,
    body: {
      object: 'list', url: '/v1/payouts', has_more: false,
      data: [
        { id: 'po_2', object: 'payout', amount: 5_196, arrival_date: 1_795_046_400, currency: 'usd', status: 'in_transit' },
        { id: 'po_1', object: 'payout', amount: 8_800, arrival_date: 1_794_700_800, currency: 'usd', status: 'paid' },
      ],
    },
  },
  'POST /v1/payment_intents': { status: 200, body: { id: 'pi_3Qx', object: 'payment_intent', amount: 5_409, status: 'succeeded', application_fee_amount: 213, transfer_data: { destination: 'acct_1QxStudio' } } },
  'POST /oauth/deauthorize': { status: 200, body: { stripe_user_id: 'acct_1QxStudio' } },
};

function recordedStripe(overrides: Record<string, { status: number; body: unknown }> = {}) {
  const calls: Array<{ method: string; url: URL; headers: Headers; body: URLSearchParams }> = [];
  const fetchFn = (async (url: string, init: RequestInit) => {
    const parsed = new URL(String(url));
    calls.push({ method: init.method ?? 'GET', url: parsed, headers: new Headers(init.headers), body: new URLSearchParams(String(init.body ?? '')) });
    const answer = overrides[`${init.method} ${parsed.pathname}`] ?? RECORDED[`${init.method} ${parsed.pathname}`] ?? { status: 404, body: { error: { type: 'invalid_request_error', message: 'Unrecorded request' } } };
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json', 'request-id': 'req_recorded' } });
  }) as typeof fetch;
  return { calls, config: { httpClient: Stripe.createFetchHttpClient(fetchFn), maxNetworkRetries: 0 } };
}

const options = { clientId: 'ca_platform', webhookSecret: 'whsec_recorded' };

describe('Stripe Connect through the official SDK (recorded responses)', () => {
  it("sends the studio to Stripe's OAuth page for a standard account, with our state and return address", () => {
    const connect = new StripeConnect('sk_test_platform', options, recordedStripe().config);
    const url = new URL(connect.authorizeUrl({ state: 'st.sig', redirectUri: 'https://photos.example.com/admin/studios/7/settings/payouts' })!);
    expect(url.origin + url.pathname).toBe('https://connect.stripe.com/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ response_type: 'code', client_id: 'ca_platform', scope: 'read_write', state: 'st.sig', redirect_uri: 'https://photos.example.com/admin/studios/7/settings/payouts' });
    expect(new StripeConnect('sk_test_platform', { ...options, clientId: null }).authorizeUrl({ state: 's', redirectUri: 'https://x' })).toBeNull();
  });

  it('exchanges the code for the connected account, reads its verification, balance and payouts on that account', async () => {
    const stripe = recordedStripe();
    const connect = new StripeConnect('sk_test_platform', options, stripe.config);
    expect(await connect.exchangeCode('ac_123')).toEqual({ status: 'connected', accountId: 'acct_1QxStudio' });
    expect(stripe.calls[0]!.body.get('code')).toBe('ac_123');
    expect(stripe.calls[0]!.body.get('grant_type')).toBe('authorization_code');
    expect(await connect.account('acct_1QxStudio')).toEqual({ id: 'acct_1QxStudio', verified: true });
    expect(await connect.balance('acct_1QxStudio')).toEqual({
      available: 12_345, pending: 5_196,
      payouts: [{ id: 'po_2', arrivalDate: '2026-11-19', amount: 5_196, status: 'in_transit' }, { id: 'po_1', arrivalDate: '2026-11-15', amount: 8_800, status: 'paid' }],
    });
    // Balance and payouts are the connected account's (Stripe-Account header), not the platform's.
    expect(stripe.calls.filter((c) => c.url.pathname === '/v1/balance' || c.url.pathname === '/v1/payouts').map((c) => c.headers.get('stripe-account'))).toEqual(['acct_1QxStudio', 'acct_1QxStudio']);
    await connect.disconnect('acct_1QxStudio');
    expect(stripe.calls.at(-1)!.body.get('stripe_user_id')).toBe('acct_1QxStudio');
  });

  it("answers a refused code with Stripe's message rather than failing", async () => {
    const stripe = recordedStripe({ 'POST /oauth/token': { status: 400, body: { error: 'invalid_grant', error_description: 'Authorization code does not exist: ac_old' } } });
    expect(await new StripeConnect('sk_test_platform', options, stripe.config).exchangeCode('ac_old')).toEqual({ status: 'failed', message: 'Authorization code does not exist: ac_old' });
  });

  it('makes a destination charge: the studio account receives the payment, the platform keeps its commission as the application fee', async () => {
    const stripe = recordedStripe();
    const payments = new StripePayments('sk_test_platform', stripe.config);
    const charged = await payments.charge({ amount: 5_409, currency: 'usd', paymentToken: 'pm_card_visa', idempotencyKey: 'cart-x-attempt-1', description: 'Demo', destinationAccount: 'acct_1QxStudio', applicationFeeAmount: 213 });
    expect(charged).toEqual({ status: 'succeeded', reference: 'pi_3Qx' });
    const body = stripe.calls[0]!.body;
    expect(body.get('transfer_data[destination]')).toBe('acct_1QxStudio');
    expect(body.get('application_fee_amount')).toBe('213');
    expect(body.get('amount')).toBe('5409');
  });

  it('verifies webhook signatures with the SDK: a signed body is an event, anything else is not', () => {
    const connect = new StripeConnect('sk_test_platform', options, recordedStripe().config);
    const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'account.updated', data: { object: { id: 'acct_1QxStudio' } } });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_recorded' });
    expect(connect.verifyEvent(Buffer.from(payload), signature)).toMatchObject({ id: 'evt_1', type: 'account.updated' });
    expect(connect.verifyEvent(Buffer.from(payload.replace('acct_1', 'acct_2')), signature)).toBeNull();
    expect(connect.verifyEvent(Buffer.from(payload), Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' }))).toBeNull();
    expect(connect.verifyEvent(Buffer.from(payload), undefined)).toBeNull();
  });
});
