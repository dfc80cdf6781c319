import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import Stripe from 'stripe';
import { accountVerified, type CodeExchange, type ConnectGateway } from './connect';

/** Only the SDK's webhook helpers are used: this instance never calls Stripe. */
const offline = new Stripe('sk_test_sandbox_offline');

/** How many exchanged codes the sandbox remembers, so that none is exchanged twice. */
const SPENT_KEPT = 10_000;

/**
 * Stripe Connect without the network: the authorization page is the server's own
 * (`GET /api/payments/sandbox/connect/authorize`), its codes are signed by this gateway for the state that asked
 * (so they cannot be made up nor used by another studio) and are exchanged once, and its events are signed with the sandbox's webhook secret exactly as
 * Stripe signs them, then sent through the same endpoint.
 */
export class SandboxConnect implements ConnectGateway {
  readonly provider = 'sandbox' as const;
  readonly webhookSecret: string;
  private readonly key: Buffer;
  private readonly spent = new Set<string>();

  constructor(secret: Uint8Array) {
    this.key = Buffer.from(createHmac('sha256', secret).update('sandbox-connect').digest());
    this.webhookSecret = `whsec_sandbox_${createHmac('sha256', this.key).update('webhook').digest('hex')}`;
  }

  authorizeUrl({ state, redirectUri }: { state: string; redirectUri: string }): string {
    const query = new URLSearchParams({ response_type: 'code', client_id: 'ca_sandbox', scope: 'read_write', state, redirect_uri: redirectUri });
    return `/api/payments/sandbox/connect/authorize?${query}`;
  }

  /**
   * What the sandbox authorization page hands back when the studio authorizes: a code only this gateway accepts,
   * bound to the `state` of the request that asked for it (as Stripe binds its codes to the authorization).
   */
  issueCode(state: string): string {
    const nonce = randomBytes(12).toString('hex');
    return `ac_sandbox_${nonce}_${this.mac(`${nonce}.${state}`)}`;
  }

  /** As Stripe's: a code is exchanged once, and only with the state it was issued for. */
  async exchangeCode(code: string, state: string): Promise<CodeExchange> {
    const match = /^ac_sandbox_([0-9a-f]{24})_([0-9a-f]{32})$/.exec(code);
    const expected = match ? Buffer.from(this.mac(`${match[1]}.${state}`)) : null;
    if (!match || !expected || !timingSafeEqual(expected, Buffer.from(match[2]!)) || !this.spend(match[1]!)) return { status: 'failed', message: `Authorization code does not exist: ${code.slice(0, 40)}` };
    return { status: 'connected', accountId: `acct_sandbox_${match[1]}` };
  }

  /** Marks a code's nonce used; false when it already was. The oldest are forgotten past SPENT_KEPT (a sandbox holds no more). */
  private spend(nonce: string): boolean {
    if (this.spent.has(nonce)) return false;
    this.spent.add(nonce);
    if (this.spent.size > SPENT_KEPT) this.spent.delete(this.spent.values().next().value!);
    return true;
  }

  async disconnect(): Promise<void> {}

  /** The sandbox verifies every account it connected, as soon as its owner asks. */
  async account(accountId: string) {
    return { id: accountId, verified: accountVerified(this.accountObject(accountId)) };
  }

  accountObject(accountId: string) {
    return { id: accountId, object: 'account' as const, type: 'standard' as const, charges_enabled: accountId.startsWith('acct_sandbox_'), payouts_enabled: accountId.startsWith('acct_sandbox_'), details_submitted: true };
  }

  verifyEvent(rawBody: Buffer, signature: string | undefined): Stripe.Event | null {
    if (!signature) return null;
    try {
      return offline.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
    } catch {
      return null;
    }
  }

  /** A Stripe-shaped event about `object`, and the Stripe-Signature header that signs its body. */
  signedEvent(type: string, object: { id: string } & Record<string, unknown>, account?: string): { body: string; signature: string } {
    const event = {
      id: `evt_sandbox_${randomBytes(12).toString('hex')}`, object: 'event', api_version: '2025-01-01', created: Math.floor(Date.now() / 1000), type,
      livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null }, data: { object }, ...(account ? { account } : {}),
    };
    const body = JSON.stringify(event);
    return { body, signature: offline.webhooks.generateTestHeaderString({ payload: body, secret: this.webhookSecret }) };
  }

  async balance(): Promise<null> {
    return null;
  }

  private mac(nonce: string): string {
    return createHmac('sha256', this.key).update(nonce).digest('hex').slice(0, 32);
  }
}
