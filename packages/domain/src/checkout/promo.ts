import { formatUsd, percentOfCents } from '../money';

export interface Promotion {
  code: string;
  discountType: 'percent' | 'amount';
  /** Percent (0–100) or cents. */
  value: number;
  /** Cents the goods must reach for the code to apply. */
  minimumTotal: number;
  startsAt: Date | null;
  endsAt: Date | null;
}

export const PROMO_UNKNOWN = 'This promo code is not valid';
export const PROMO_EXPIRED = 'This promo code has expired';
export const PROMO_NOT_STARTED = 'This promo code is not active yet';
export const promoMinimumMessage = (cents: number): string => `This promo code needs an order of at least ${formatUsd(cents)}`;

export type PromoCheck = { ok: true; discount: number } | { ok: false; message: string };

/**
 * Whether a promotion applies now to goods worth `amount` cents, and its discount. A percentage is
 * rounded half-up to the cent; a fixed amount never exceeds the goods (no negative totals).
 */
export function checkPromotion(promotion: Promotion | null, amount: number, now: Date): PromoCheck {
  if (!promotion) return { ok: false, message: PROMO_UNKNOWN };
  if (promotion.startsAt && now < promotion.startsAt) return { ok: false, message: PROMO_NOT_STARTED };
  if (promotion.endsAt && now >= promotion.endsAt) return { ok: false, message: PROMO_EXPIRED };
  if (amount < promotion.minimumTotal) return { ok: false, message: promoMinimumMessage(promotion.minimumTotal) };
  const raw = promotion.discountType === 'percent' ? percentOfCents(amount, Math.min(100, Math.max(0, promotion.value))) : promotion.value;
  return { ok: true, discount: Math.min(amount, Math.max(0, raw)) };
}

/** Promo codes are typed by hand: compared trimmed and case-insensitively. */
export function normalizePromoCode(code: string): string {
  return code.trim().toUpperCase();
}
