import Stripe from 'stripe';
import { AUTHENTICATION_FAILED, IdempotencyConflictError, type ChargeRequest, type ChargeResult, type IntentState, type PaymentsGateway, type RefundRequest, type RefundResult } from './payments';

function stateOf(intent: Stripe.PaymentIntent): IntentState {
  if (intent.status === 'succeeded') return { status: 'succeeded', amount: intent.amount };
  if (intent.status === 'requires_action' && intent.client_secret) return { status: 'requires_action', amount: intent.amount, clientSecret: intent.client_secret };
  return { status: 'failed', amount: intent.amount, message: intent.last_payment_error?.message ?? (intent.status === 'processing' ? 'The payment is still processing.' : AUTHENTICATION_FAILED) };
}

/**
 * Stripe PaymentIntents, confirmed at once with the PaymentMethod id Stripe Elements made in the browser;
 * Stripe's own idempotency keys make retries safe. A 3-D Secure card answers `requires_action`: the
 * browser completes it with Stripe.js and the server reads the intent back before placing the order.
 */
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
          ...(request.destinationAccount ? { transfer_data: { destination: request.destinationAccount }, application_fee_amount: request.applicationFeeAmount ?? 0 } : {}),
        },
        { idempotencyKey: request.idempotencyKey },
      );
      const state = stateOf(intent);
      if (state.status === 'succeeded') return { status: 'succeeded', reference: intent.id };
      if (state.status === 'requires_action') return { status: 'requires_action', reference: intent.id, clientSecret: state.clientSecret };
      return { status: 'failed', message: `The payment could not be completed (${intent.status}).` };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) return { status: 'failed', message: error.message };
      if (error instanceof Stripe.errors.StripeIdempotencyError) throw new IdempotencyConflictError(error.message);
      throw error;
    }
  }

  /**
   * A refund of the PaymentIntent; a destination charge also takes the transfer back from the studio's account,
   * and the application fee's share is given back to it by an application fee refund of that amount (Stripe's
   * `refund_application_fee` would reverse it in proportion to the money, tax and shipping included). Each call
   * has its idempotency key, so a retry after a failed fee refund answers the same refund and retries the fee.
   */
  async refund(request: RefundRequest): Promise<RefundResult> {
    try {
      const refund = await this.stripe.refunds.create(
        { payment_intent: request.reference, amount: request.amount, ...(request.reverseTransfer ? { reverse_transfer: true } : {}) },
        { idempotencyKey: request.idempotencyKey },
      );
      if (refund.status === 'failed' || refund.status === 'canceled') return { status: 'failed', message: `The refund could not be completed (${refund.status}).` };
      if (request.applicationFeeRefund) {
        const intent = await this.stripe.paymentIntents.retrieve(request.reference, { expand: ['latest_charge'] });
        const fee = (intent.latest_charge as Stripe.Charge | null)?.application_fee;
        const feeId = typeof fee === 'string' ? fee : fee?.id;
        if (feeId) await this.stripe.applicationFees.createRefund(feeId, { amount: request.applicationFeeRefund }, { idempotencyKey: `${request.idempotencyKey}-fee` });
      }
      return { status: 'succeeded', reference: refund.id };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError) return { status: 'failed', message: error.message };
      if (error instanceof Stripe.errors.StripeIdempotencyError) throw new IdempotencyConflictError(error.message);
      throw error;
    }
  }

  async retrieve(reference: string): Promise<IntentState> {
    return stateOf(await this.stripe.paymentIntents.retrieve(reference));
  }

  async cancel(reference: string): Promise<IntentState> {
    try {
      return stateOf(await this.stripe.paymentIntents.cancel(reference, {}, { idempotencyKey: `cancel-${reference}` }));
    } catch (error) {
      // Already succeeded or canceled: what it is now decides.
      if (error instanceof Stripe.errors.StripeInvalidRequestError) return this.retrieve(reference);
      throw error;
    }
  }
}
