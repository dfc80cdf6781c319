import type Stripe from 'stripe';

/** A payout to the studio's bank as the provider reports it. */
export interface ProviderPayout {
  id: string;
  /** YYYY-MM-DD (UTC). */
  arrivalDate: string;
  amount: number;
  status: 'paid' | 'pending' | 'in_transit' | 'failed' | 'canceled';
}

/** The connected account's balance and its latest payouts, in cents. */
export interface ProviderBalance {
  available: number;
  pending: number;
  payouts: ProviderPayout[];
}

export type CodeExchange = { status: 'connected'; accountId: string } | { status: 'failed'; message: string };

/**
 * Stripe Connect for the studios' payouts (standard accounts through OAuth) and the provider's signed
 * events. The sandbox answers the same calls offline; the stripe gateway is the official SDK.
 */
export interface ConnectGateway {
  readonly provider: 'sandbox' | 'stripe';
  /** Where "Connect with Stripe" sends the browser; null when the platform's Connect client id is not configured. */
  authorizeUrl(input: { state: string; redirectUri: string }): string | null;
  /** Exchanges the code the authorization page gave back, with the state it came back with, for the connected account's id (once). */
  exchangeCode(code: string, state: string): Promise<CodeExchange>;
  /** Revokes the platform's access to the account (nothing is charged to it any more). */
  disconnect(accountId: string): Promise<void>;
  /** Whether the provider has verified the account: it can take charges and be paid out. */
  account(accountId: string): Promise<{ id: string; verified: boolean }>;
  /** The event, when `signature` is the provider's over exactly `rawBody`; null otherwise. */
  verifyEvent(rawBody: Buffer, signature: string | undefined): Stripe.Event | null;
  /** The account's balance and payouts, from the provider; null when the provider has none to tell (the sandbox derives them). */
  balance(accountId: string): Promise<ProviderBalance | null>;
}

/** An account is verified once Stripe lets it both take charges and be paid out. */
export const accountVerified = (account: Pick<Stripe.Account, 'charges_enabled' | 'payouts_enabled'>): boolean =>
  account.charges_enabled === true && account.payouts_enabled === true;
