import Stripe from 'stripe';
import { IdempotencyConflictError, type ChargeRequest, type ChargeResult, type PaymentsGateway } from './payments';

/** Stripe PaymentIntents, confirmed at once; Stripe's own idempotency keys make retries safe. */
export class StripePayments implements PaymentsGateway {
  readonly provider = 'stripe' as const;
  private readonly stripe: Stripe;

  /** `config`: tests pass a fake httpClient; network retries are safe because every call has an idempotency key. */
  constructor(secretKey: string, config: ConstructorParameters<typeof Stripe>[1] = {}) {
    this.stripe = new Stripe(secretKey, { maxNetworkRetries: 2, ...config });
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amount,
          currency: request.currency,
          payment_method: request.paymentToken,
          confirm: true,
          description: request.description,
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          ...(request.destinationAccount ? { transfer_data: { destination: request.destinationAccount } } : {}),
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (intent.status === 'succeeded') return { status: 'succeeded', reference: intent.id };
      return { status: 'failed', message: `The payment could not be completed (${intent.status}).` };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) return { status: 'failed', message: error.message };
      if (error instanceof Stripe.errors.StripeIdempotencyError) throw new IdempotencyConflictError(error.message);
      throw error;
    }
  }
}
