import { normalizePromoCode, type Promotion } from '@shutterday/domain';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { couponCodes, promotions } from '../../../db/schema';

export const PROMO_USED_UP = 'This promo code has been used up';

export type FoundPromotion = Promotion & { source: 'promotion' | 'coupon'; id: number; usedUp: boolean };

/** A job promotion by its code, else a coupon code of the studio or of this job (dates and use limit count). Case-insensitive. */
export async function findPromotion(db: Executor, jobId: number, studioId: number, rawCode: string): Promise<FoundPromotion | null> {
  const code = normalizePromoCode(rawCode);
  const [promo] = await db.select().from(promotions).where(and(eq(promotions.jobId, jobId), sql`upper(${promotions.code}) = ${code}`)).limit(1);
  if (promo) return { source: 'promotion', id: promo.id, code: promo.code, discountType: promo.discountType, value: promo.value, minimumTotal: promo.minimumTotal, startsAt: promo.startsAt, endsAt: promo.endsAt, usedUp: false };
  const [coupon] = await db.select().from(couponCodes).where(and(eq(couponCodes.studioId, studioId), or(isNull(couponCodes.jobId), eq(couponCodes.jobId, jobId)), sql`upper(${couponCodes.code}) = ${code}`)).limit(1);
  if (!coupon) return null;
  return {
    source: 'coupon', id: coupon.id, code: coupon.code, discountType: coupon.discountType, value: coupon.value, minimumTotal: 0, startsAt: coupon.startsAt, endsAt: coupon.expiresAt,
    usedUp: coupon.maxUses !== null && coupon.uses >= coupon.maxUses,
  };
}

/** Counts a coupon's use when its order is placed; guarded so a race cannot pass the limit. */
export async function consumeCoupon(db: Executor, promo: FoundPromotion | null): Promise<boolean> {
  if (!promo || promo.source !== 'coupon') return true;
  const updated = await db
    .update(couponCodes)
    .set({ uses: sql`${couponCodes.uses} + 1` })
    .where(and(eq(couponCodes.id, promo.id), sql`(${couponCodes.maxUses} is null or ${couponCodes.uses} < ${couponCodes.maxUses})`))
    .returning({ id: couponCodes.id });
  return updated.length === 1;
}
