import * as v from 'valibot';
import { boundedString, TEXT_LIMITS } from '../validation/bounded';

/** Studio Settings → Payouts (docs/server.md "Payouts"). */

/** Where the studio's payouts stand: its connected account and the provider's verification. */
export interface PayoutConnection {
  provider: string;
  connected: boolean;
  /** The connected account's id (`acct_…`), or null. */
  accountId: string | null;
  verified: boolean;
  /** Why the account cannot be disconnected now (money still on its way), or null. */
  removeBlockedReason: string | null;
}

/** GET .../stripe/connect-url: where "Connect with Stripe" sends the browser. */
export interface ConnectStart {
  url: string;
}

/** PATCH .../stripe/connect?code=&state=: the provider's authorization code and the state our connect URL carried. */
export const ConnectQuery = v.object({
  code: v.pipe(boundedString(TEXT_LIMITS.token), v.regex(/^[A-Za-z0-9_-]+$/, 'This is not an authorization code'), v.nonEmpty('This field is required')),
  state: v.pipe(boundedString(TEXT_LIMITS.token), v.regex(/^[A-Za-z0-9_.-]+$/, 'This is not a connect request of this studio'), v.nonEmpty('This field is required')),
});
export type ConnectQuery = v.InferOutput<typeof ConnectQuery>;

/** POST .../request-verification: the studio's account number and the caller's password, to confirm who asks. */
export const RequestVerificationBody = v.object({
  accountNumber: v.pipe(boundedString(TEXT_LIMITS.code), v.trim(), v.nonEmpty('This field is required')),
  password: v.pipe(boundedString(TEXT_LIMITS.password), v.nonEmpty('This field is required')),
});
export type RequestVerificationBody = v.InferOutput<typeof RequestVerificationBody>;

export const PAYOUT_MESSAGES = {
  notConnected: 'Connect a Stripe account first',
  badState: 'This connect request is not valid for this studio any more. Please start again from Payouts.',
  wrongAccountNumber: 'The account number does not match this studio',
  unsettled: (count: number) => `${count} ${count === 1 ? 'order is' : 'orders are'} still being paid out to this account; disconnect it once they have arrived`,
  disputed: 'An order of this studio is disputed; disconnect the account once the dispute is settled',
} as const;

export interface PayoutOrder {
  orderNumber: number;
  paidAt: string;
  gross: number;
  /** Tax and shipping: in the gross, passed through uncommissioned. */
  taxAndShipping: number;
  /** What refunds gave back to the parent's card (the gross when refunded whole). */
  refunded: number;
  /** The platform's commission, taken as the charge's application fee, less what refunds reversed of it. */
  commission: number;
  /** What the studio keeps: gross − refunded − commission. */
  net: number;
  status: 'paid' | 'refunded' | 'cancelled';
  disputed: boolean;
}

export interface PayoutEntry {
  id: string;
  arrivalDate: string;
  amount: number;
  status: 'paid' | 'pending' | 'in_transit' | 'failed' | 'canceled';
}

/** GET .../payouts. */
export interface PayoutsOverview {
  currency: 'usd';
  balance: { available: number; pending: number };
  upcoming: PayoutEntry[];
  paid: PayoutEntry[];
  orders: PayoutOrder[];
  /** Of the orders not refunded whole: net = gross − refunded − commission. */
  totals: { gross: number; refunded: number; commission: number; net: number };
}

/** The most orders the payouts page lists (the newest). */
export const PAYOUT_ORDERS_MAX = 100;
