/** A card charge request. `idempotencyKey` makes a retried charge return the first result. */
export interface ChargeRequest {
  amount: number;
  currency: 'usd';
  /** A card number in the sandbox; a Stripe PaymentMethod id with the stripe provider. */
  paymentToken: string;
  idempotencyKey: string;
  description: string;
  /** The studio's connected account for payouts (stripe only). */
  destinationAccount?: string | null;
}

export type ChargeResult =
  | { status: 'succeeded'; reference: string }
  | { status: 'failed'; message: string };

export interface PaymentsGateway {
  readonly provider: 'sandbox' | 'stripe';
  charge(request: ChargeRequest): Promise<ChargeResult>;
}

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
