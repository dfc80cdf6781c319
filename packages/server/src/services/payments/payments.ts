/**
 * A card charge request. `idempotencyKey` makes a retried charge return the first result. The card is
 * a Stripe PaymentMethod id (`pm_…`) made in the browser: a card number never reaches the server.
 */
export interface ChargeRequest {
  amount: number;
  currency: 'usd';
  /** A Stripe PaymentMethod id: Stripe Elements' with the stripe provider, Stripe's test ids in the sandbox. */
  paymentToken: string;
  idempotencyKey: string;
  description: string;
  /** The studio's connected account for payouts (stripe only). */
  destinationAccount?: string | null;
  /** The platform's commission kept from a destination charge (Stripe's application_fee_amount), in cents. */
  applicationFeeAmount?: number;
}

export type ChargeResult =
  | { status: 'succeeded'; reference: string }
  /** 3-D Secure: the card holder must authenticate in the browser; nothing is charged until then. */
  | { status: 'requires_action'; reference: string; clientSecret: string }
  | { status: 'failed'; message: string };

/** A PaymentIntent as it stands now, read back from the provider (never from what the browser says). */
export type IntentState =
  | { status: 'succeeded'; amount: number }
  | { status: 'requires_action'; amount: number; clientSecret: string }
  /** Authentication failed or was abandoned, the intent was canceled, or the provider does not know it. */
  | { status: 'failed'; amount: number; message: string };

/** Money given back on a succeeded charge; `idempotencyKey` makes a retried refund return the first result. */
export interface RefundRequest {
  reference: string;
  amount: number;
  idempotencyKey: string;
  /** The charge paid the studio's connected account (stripe only): its transfer is taken back too, in proportion. */
  reverseTransfer?: boolean;
  /**
   * The part of the charge's application fee this refund gives back to the studio (stripe only; domain
   * `keptFee`: the platform keeps its rate of the products kept), refunded on its own after the refund.
   */
  applicationFeeRefund?: number;
}

export type RefundResult = { status: 'succeeded'; reference: string } | { status: 'failed'; message: string };

export interface PaymentsGateway {
  readonly provider: 'sandbox' | 'stripe';
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Gives back `amount` of a succeeded charge to the card it came from. */
  refund(request: RefundRequest): Promise<RefundResult>;
  retrieve(reference: string): Promise<IntentState>;
  /** Cancels an intent still waiting for authentication, so that it can never be charged later. */
  cancel(reference: string): Promise<IntentState>;
  /** Sandbox only: the test 3-D Secure challenge, completed or failed (what the bank's page does with Stripe). */
  authenticate?(clientSecret: string, complete: boolean): boolean;
}

/** Stripe's words when 3-D Secure authentication fails or is abandoned. */
export const AUTHENTICATION_FAILED = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

/**
 * The provider saw this idempotency key before with other parameters (Stripe's idempotency_error). It
 * happens only when an earlier attempt's outcome never reached the database (a crash or a timeout after
 * the provider answered): refusing is what keeps the cart from being charged twice.
 */
export class IdempotencyConflictError extends Error {
  constructor(message = 'Keys for idempotent requests can only be used with the same parameters they were first used with.') {
    super(message);
    this.name = 'IdempotencyConflictError';
  }
}
