import { createHash } from 'node:crypto';
import { IdempotencyConflictError, type ChargeRequest, type ChargeResult, type PaymentsGateway } from './payments';

// Stripe's published test cards, so demos and tests behave like the real provider in test mode.
const DECLINES: Record<string, string> = {
  '4000000000000002': 'Your card was declined.',
  '4000000000009995': 'Your card has insufficient funds.',
  '4000000000000069': 'Your card has expired.',
  '4000000000000127': "Your card's security code is incorrect.",
};

/** The default provider: no network, deterministic, idempotent per key. */
export class SandboxPayments implements PaymentsGateway {
  readonly provider = 'sandbox' as const;
  private readonly results = new Map<string, { result: ChargeResult; fingerprint: string }>();

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const card = request.paymentToken.replace(/[\s-]/g, '');
    // Like Stripe: a key answers its first result, and only for the same parameters.
    const fingerprint = `${request.amount}:${request.currency}:${card}`;
    const previous = this.results.get(request.idempotencyKey);
    if (previous && previous.fingerprint !== fingerprint) throw new IdempotencyConflictError();
    if (previous) return previous.result;
    let result: ChargeResult;
    if (!Number.isInteger(request.amount) || request.amount <= 0) result = { status: 'failed', message: 'The amount must be a positive number of cents.' };
    else if (DECLINES[card]) result = { status: 'failed', message: DECLINES[card]! };
    else if (!/^\d{12,19}$/.test(card)) result = { status: 'failed', message: 'Your card number is invalid.' };
    else result = { status: 'succeeded', reference: `sandbox_${createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 24)}` };
    this.results.set(request.idempotencyKey, { result, fingerprint });
    return result;
  }
}
