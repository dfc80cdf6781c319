import { PAYMENT_PROVIDER, takesCardPayments, verificationRequiredMessage } from '@shutterday/domain';
import { PAYOUT_DELAY_DAYS, PAYOUT_MESSAGES, type PayoutConnection } from '@shutterday/domain/staff';
import type { Executor } from '../../../db/client';
import { forbidden, notFound } from '../../../http/http-error';
import { payoutAccountsRepository, type PayoutStudio } from '../repositories/payout-accounts';

const DAY_MS = 24 * 3600 * 1000;
/** Money charged this recently may still be on its way to the account (Stripe's standard schedule, with a margin). */
const SETTLING_DAYS = PAYOUT_DELAY_DAYS + 5;

export async function studioOrFail(db: Executor, studioId: number, options: { lock?: boolean } = {}): Promise<PayoutStudio> {
  const studio = await payoutAccountsRepository.studio(db, studioId, options);
  if (!studio) throw notFound('Studio not found');
  return studio;
}

/** Why the studio's account cannot be disconnected now, or null. */
export async function removeBlockedReason(db: Executor, studio: PayoutStudio, now = new Date()): Promise<string | null> {
  if (!studio.accountId) return null;
  const unsettled = await payoutAccountsRepository.unsettledCount(db, studio.id, studio.accountId, new Date(now.getTime() - SETTLING_DAYS * DAY_MS));
  if (unsettled > 0) return PAYOUT_MESSAGES.unsettled(unsettled);
  if ((await payoutAccountsRepository.openDisputes(db, studio.id)) > 0) return PAYOUT_MESSAGES.disputed;
  return null;
}

export async function payoutConnection(db: Executor, studio: PayoutStudio): Promise<PayoutConnection> {
  return { provider: PAYMENT_PROVIDER, connected: studio.accountId !== null, accountId: studio.accountId, verified: studio.verified, removeBlockedReason: await removeBlockedReason(db, studio) };
}

/**
 * The verification guard of every feature that moves money to the studio (403, spec §2's message to the
 * studio's staff; `refusal` gives another audience its own words).
 */
export function requireVerified(studio: Pick<PayoutStudio, 'accountId' | 'verified'>, refusal = verificationRequiredMessage(PAYMENT_PROVIDER)): asserts studio is { accountId: string; verified: true } {
  if (!takesCardPayments(studio)) throw forbidden(refusal);
}
