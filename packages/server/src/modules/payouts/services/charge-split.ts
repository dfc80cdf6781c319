import type { OrderAmounts } from '@shutterday/domain';
import { applicationFeeCents } from '@shutterday/domain/staff';
import type { Executor } from '../../../db/client';
import { platformSettingsRepository } from '../../settings';
import { requireVerified } from './payout-connection';

export interface ChargeSplit {
  destinationAccount: string | null;
  applicationFee: number;
}

/**
 * How a parent's payment is split, or the verification guard's refusal: the studio must have a connected
 * account that the provider verified; the platform keeps its commission (the Configuration rate of the
 * product revenue) as the charge's application fee, the rest goes to the studio's account.
 */
export async function chargeSplit(db: Executor, studio: { stripeAccountId: string | null; stripeVerified: boolean }, amounts: OrderAmounts, options: { guard: boolean; refusal?: string }): Promise<ChargeSplit> {
  // A charge already made (a 3-D Secure payment completed later) is placed whatever the account's state now.
  if (options.guard) requireVerified({ accountId: studio.stripeAccountId, verified: studio.stripeVerified }, options.refusal);
  const { commissionRateBasisPoints: rate } = await platformSettingsRepository.read(db);
  return { destinationAccount: studio.stripeAccountId, applicationFee: applicationFeeCents(amounts, rate) };
}
