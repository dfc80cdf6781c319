import Stripe from 'stripe';
import { accountVerified, type CodeExchange, type ConnectGateway, type ProviderBalance, type ProviderPayout } from './connect';

const PAYOUTS_LISTED = 20;
const day = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);
const usd = (amounts: Array<{ amount: number; currency: string }>) => amounts.filter((a) => a.currency === 'usd').reduce((sum, a) => sum + a.amount, 0);

/** Stripe Connect through the official SDK: OAuth for standard accounts, signed webhooks, the account's balance and payouts. */
export class StripeConnect implements ConnectGateway {
  readonly provider = 'stripe' as const;
  private readonly stripe: Stripe;

  /** `config`: tests pass an httpClient answering recorded Stripe responses. */
  constructor(
    secretKey: string,
    private readonly options: { clientId: string | null; webhookSecret: string | null },
    config: ConstructorParameters<typeof Stripe>[1] = {},
  ) {
    this.stripe = new Stripe(secretKey, { maxNetworkRetries: 2, ...config });
  }

  authorizeUrl({ state, redirectUri }: { state: string; redirectUri: string }): string | null {
    if (!this.options.clientId) return null;
    return this.stripe.oauth.authorizeUrl({ response_type: 'code', client_id: this.options.clientId, scope: 'read_write', state, redirect_uri: redirectUri });
  }

  async exchangeCode(code: string): Promise<CodeExchange> {
    try {
      const token = await this.stripe.oauth.token({ grant_type: 'authorization_code', code });
      if (!token.stripe_user_id) return { status: 'failed', message: 'Stripe did not name the connected account.' };
      return { status: 'connected', accountId: token.stripe_user_id };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError && (error.type === 'StripeInvalidGrantError' || error.type === 'StripeInvalidRequestError' || error.statusCode === 400)) return { status: 'failed', message: error.message };
      throw error;
    }
  }

  async disconnect(accountId: string): Promise<void> {
    if (!this.options.clientId) return;
    try {
      await this.stripe.oauth.deauthorize({ client_id: this.options.clientId, stripe_user_id: accountId });
    } catch (error) {
      // Already revoked from the studio's own Stripe dashboard: nothing left to revoke.
      if (!(error instanceof Stripe.errors.StripeError && error.statusCode === 400)) throw error;
    }
  }

  async account(accountId: string) {
    const account = await this.stripe.accounts.retrieve(accountId);
    return { id: account.id, verified: accountVerified(account) };
  }

  verifyEvent(rawBody: Buffer, signature: string | undefined): Stripe.Event | null {
    if (!signature || !this.options.webhookSecret) return null;
    try {
      return this.stripe.webhooks.constructEvent(rawBody, signature, this.options.webhookSecret);
    } catch {
      return null;
    }
  }

  async balance(accountId: string): Promise<ProviderBalance> {
    const options = { stripeAccount: accountId };
    const [balance, payouts] = await Promise.all([this.stripe.balance.retrieve({}, options), this.stripe.payouts.list({ limit: PAYOUTS_LISTED }, options)]);
    return {
      available: usd(balance.available),
      pending: usd(balance.pending),
      payouts: payouts.data.filter((p) => p.currency === 'usd').map((p): ProviderPayout => ({ id: p.id, arrivalDate: day(p.arrival_date), amount: p.amount, status: p.status as ProviderPayout['status'] })),
    };
  }
}
