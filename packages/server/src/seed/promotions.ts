import type { Transaction } from '../db/client';
import { couponCodes, promotions } from '../db/schema';

/**
 * Demo promo codes: SAVE10 (10 % off, the one the journeys use), FIVEOFF ($5 off orders of $30 or
 * more), SUMMER25 (ended: shows the "expired" message), and a studio coupon WELCOME ($3, 100 uses).
 */
export async function seedPromotions(tx: Transaction, studioId: number, jobId: number): Promise<void> {
  const year = new Date().getUTCFullYear();
  await tx.insert(promotions).values([
    { jobId, code: 'SAVE10', name: '10% off', discountType: 'percent', value: 10 },
    { jobId, code: 'FIVEOFF', name: '$5 off $30', discountType: 'amount', value: 500, minimumTotal: 3000 },
    { jobId, code: 'SUMMER25', name: 'Summer 2025', discountType: 'percent', value: 25, startsAt: new Date(Date.UTC(2025, 5, 1)), endsAt: new Date(Date.UTC(2025, 8, 1)) },
  ]);
  await tx.insert(couponCodes).values({ studioId, code: 'WELCOME', discountType: 'amount', value: 300, maxUses: 100, expiresAt: new Date(Date.UTC(year + 1, 11, 31)) });
}
