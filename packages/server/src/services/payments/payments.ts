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
