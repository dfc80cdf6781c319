import { createHash } from 'node:crypto';
import { AUTHENTICATION_FAILED, IdempotencyConflictError, type ChargeRequest, type ChargeResult, type IntentState, type PaymentsGateway, type RefundRequest, type RefundResult } from './payments';

/**
 * Stripe's test PaymentMethod ids and what Stripe answers to each, word for word. Any other id is
 * unknown to Stripe ("No such PaymentMethod"), and a card number is not an id at all.
 */
const OUTCOMES: Record<string, { decline?: string; authenticate?: true }> = {
  pm_card_visa: {}, pm_card_visa_debit: {}, pm_card_mastercard: {}, pm_card_amex: {}, pm_card_discover: {},
  pm_card_chargeDeclined: { decline: 'Your card was declined.' },
  pm_card_chargeDeclinedInsufficientFunds: { decline: 'Your card has insufficient funds.' },
  pm_card_chargeDeclinedExpiredCard: { decline: 'Your card has expired.' },
  pm_card_chargeDeclinedIncorrectCvc: { decline: "Your card's security code is incorrect." },
  pm_card_chargeDeclinedProcessingError: { decline: 'An error occurred while processing your card. Try again in a little bit.' },
  pm_card_threeDSecure2Required: { authenticate: true },
};

const NOT_AN_INTENT: IntentState = { status: 'failed', amount: 0, message: 'No such payment_intent' };

/** The default provider: Stripe's test mode without the network — deterministic, idempotent per key. */
export class SandboxPayments implements PaymentsGateway {
  readonly provider = 'sandbox' as const;
  private readonly results = new Map<string, { result: ChargeResult; fingerprint: string }>();
  private readonly intents = new Map<string, IntentState>();
  private readonly refunds = new Map<string, RefundResult>();
  private readonly refundedOf = new Map<string, number>();

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    // Like Stripe: a key answers its first result, and only for the same parameters.
    const fingerprint = `${request.amount}:${request.currency}:${request.paymentToken}`;
    const previous = this.results.get(request.idempotencyKey);
    if (previous && previous.fingerprint !== fingerprint) throw new IdempotencyConflictError();
    if (previous) return previous.result;
    const outcome = OUTCOMES[request.paymentToken];
    const reference = `pi_sandbox_${createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 24)}`;
    let result: ChargeResult;
    if (!Number.isInteger(request.amount) || request.amount <= 0) result = { status: 'failed', message: 'The amount must be a positive number of cents.' };
    else if (!outcome) result = { status: 'failed', message: `No such PaymentMethod: '${request.paymentToken.slice(0, 40)}'` };
    else if (outcome.decline) result = { status: 'failed', message: outcome.decline };
    else if (outcome.authenticate) {
      const clientSecret = `${reference}_secret_sandbox`;
      result = { status: 'requires_action', reference, clientSecret };
      this.intents.set(reference, { status: 'requires_action', amount: request.amount, clientSecret });
    } else {
      result = { status: 'succeeded', reference };
      this.intents.set(reference, { status: 'succeeded', amount: request.amount });
    }
    this.results.set(request.idempotencyKey, { result, fingerprint });
    return result;
  }

  async retrieve(reference: string): Promise<IntentState> {
    return this.intents.get(reference) ?? NOT_AN_INTENT;
  }

  /**
   * Like Stripe: a key answers its first result; a charge gives back at most what it took. The sandbox
   * keeps its charges in memory, so a sandbox charge of an earlier run (`pi_sandbox_…`, the seed's
   * `sandbox_…`) it no longer knows is taken as succeeded for the amount asked.
   */
  async refund(request: RefundRequest): Promise<RefundResult> {
    const previous = this.refunds.get(request.idempotencyKey);
    if (previous) return previous;
    const intent = this.intents.get(request.reference);
    const forgotten = !intent && /^(pi_)?sandbox_/.test(request.reference);
    const refunded = this.refundedOf.get(request.reference) ?? 0;
    let result: RefundResult;
    if (!Number.isInteger(request.amount) || request.amount <= 0) result = { status: 'failed', message: 'The amount must be a positive number of cents.' };
    else if (!forgotten && intent?.status !== 'succeeded') result = { status: 'failed', message: `No such payment_intent: '${request.reference.slice(0, 40)}'` };
    else if (!forgotten && refunded + request.amount > intent!.amount) result = { status: 'failed', message: 'Refund amount is greater than the unrefunded amount of the charge.' };
    else {
      this.refundedOf.set(request.reference, refunded + request.amount);
      result = { status: 'succeeded', reference: `re_sandbox_${createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 24)}` };
    }
    this.refunds.set(request.idempotencyKey, result);
    return result;
  }

  async cancel(reference: string): Promise<IntentState> {
    const intent = this.intents.get(reference);
    if (intent?.status !== 'requires_action') return intent ?? NOT_AN_INTENT;
    const canceled: IntentState = { status: 'failed', amount: intent.amount, message: AUTHENTICATION_FAILED };
    this.intents.set(reference, canceled);
    return canceled;
  }

  /**
   * The test challenge the browser shows in place of the bank's 3-D Secure page: completing it makes
   * the intent succeed, failing it leaves it unpaid. Only an intent still waiting, and only with its secret.
   */
  authenticate(clientSecret: string, complete: boolean): boolean {
    const reference = clientSecret.replace(/_secret_sandbox$/, '');
    const intent = this.intents.get(reference);
    if (intent?.status !== 'requires_action' || intent.clientSecret !== clientSecret) return false;
    this.intents.set(reference, complete ? { status: 'succeeded', amount: intent.amount } : { status: 'failed', amount: intent.amount, message: AUTHENTICATION_FAILED });
    return true;
  }
}
