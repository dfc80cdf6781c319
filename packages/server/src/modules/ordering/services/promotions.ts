import { normalizePromoCode, type Promotion } from '@shutterday/domain';
import type { Executor } from '../../../db/client';
import { checkoutCatalogRepository } from '../repositories/checkout-catalog';

export const PROMO_USED_UP = 'This promo code has been used up';

export type FoundPromotion = Promotion & { source: 'promotion' | 'coupon'; id: number; usedUp: boolean };

/** A job promotion by its code, else a coupon code of the studio or of this job (dates and use limit count). Case-insensitive. */
export async function findPromotion(db: Executor, jobId: number, studioId: number, rawCode: string): Promise<FoundPromotion | null> {
  const code = normalizePromoCode(rawCode);
  const promo = await checkoutCatalogRepository.jobPromotion(db, jobId, code);
  if (promo) return { source: 'promotion', id: promo.id, code: promo.code, discountType: promo.discountType, value: promo.value, minimumTotal: promo.minimumTotal, startsAt: promo.startsAt, endsAt: promo.endsAt, usedUp: false };
  const coupon = await checkoutCatalogRepository.coupon(db, studioId, jobId, code);
  if (!coupon) return null;
  return {
    source: 'coupon', id: coupon.id, code: coupon.code, discountType: coupon.discountType, value: coupon.value, minimumTotal: 0, startsAt: coupon.startsAt, endsAt: coupon.expiresAt,
    usedUp: coupon.maxUses !== null && coupon.uses >= coupon.maxUses,
  };
}

/** Counts a coupon's use when its order is placed; guarded so a race cannot pass the limit. */
export async function consumeCoupon(db: Executor, promo: FoundPromotion | null): Promise<boolean> {
  if (!promo || promo.source !== 'coupon') return true;
  return checkoutCatalogRepository.consumeCoupon(db, promo.id);
}
