/**
 * Whether a studio can take card payments now: parents pay online by card only, and Entry's card envelopes
 * are charged the same way, so both need the studio's connected account, verified by the provider.
 */
export const CARD_PAYMENTS_STATES = ['ready', 'not-connected', 'verification-pending', 'disconnected'] as const;
export type CardPayments = (typeof CARD_PAYMENTS_STATES)[number];

/** What the server keeps of the studio's payout account (docs/server.md "Payouts"). */
export interface PayoutAccountState {
  /** The connected account's id (`acct_…`), or null. */
  accountId: string | null;
  /** The provider's verification of that account. */
  verified: boolean;
  /** Orders were once paid to an account of this studio: without one now, it was disconnected. */
  paidToAnAccountBefore: boolean;
}

/** The money of a card payment goes to the studio's connected account, so only a verified one takes it. */
export function takesCardPayments(account: Pick<PayoutAccountState, 'accountId' | 'verified'>): boolean {
  return account.accountId !== null && account.verified;
}

export function cardPayments(account: PayoutAccountState): CardPayments {
  if (takesCardPayments(account)) return 'ready';
  if (account.accountId === null) return account.paidToAnAccountBefore ? 'disconnected' : 'not-connected';
  return 'verification-pending';
}

/** Where a studio connects and verifies its account, under its studio admin address. */
export const PAYOUTS_PAGE = 'settings/payouts';

/** The studio's words for why parents cannot pay by card, each leading to Payouts. */
export const CARD_PAYMENTS_BLOCKED: Record<Exclude<CardPayments, 'ready'>, string> = {
  'not-connected': 'Parents cannot pay by card yet: connect a Stripe account in Payouts first.',
  'verification-pending': 'Parents cannot pay by card yet: Stripe has not verified your account. Ask for verification in Payouts.',
  disconnected: 'Parents cannot pay by card: your Stripe account is disconnected. Connect one again in Payouts.',
};

/** The parent's words, whatever the studio's reason: a parent can do nothing about the studio's account. */
export const ONLINE_ORDERS_CLOSED = 'This studio is not taking online orders yet. Please check back soon or contact the studio.';
