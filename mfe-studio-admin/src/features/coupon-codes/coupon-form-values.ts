import { centsToDollarsText, dollarsTextToCents, validityDay, validityInstants, type CouponCode } from '@shutterday/domain';
import { type CouponCodeCreate } from '@shutterday/domain/staff';
import * as v from 'valibot';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const optionalDate = v.pipe(v.string(), v.check((s) => s === '' || DATE.test(s), 'Use a date such as 2027-01-31'));

/** What the coupon form holds: text as typed; the server's schema checks the rest (percent ≤ 100, dates). */
export const CouponFormSchema = v.pipe(
  v.object({
    code: v.pipe(v.string(), v.trim(), v.nonEmpty('This field is required'), v.maxLength(40, 'Use at most 40 characters'), v.regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, - and _ only')),
    discountType: v.picklist(['percent', 'amount']),
    value: v.pipe(v.string(), v.trim(), v.nonEmpty('This field is required')),
    startsAt: optionalDate,
    endsAt: optionalDate,
    maxUses: v.pipe(v.string(), v.check((s) => s === '' || /^\d{1,7}$/.test(s.trim()), 'Use a whole number')),
    jobId: v.string(),
  }),
  v.forward(
    v.check((values) => (values.discountType === 'percent' ? /^\d{1,3}$/.test(values.value) && Number(values.value) >= 1 && Number(values.value) <= 100 : (dollarsTextToCents(values.value) ?? 0) > 0), 'Use a percent from 1 to 100, or an amount such as 5.00'),
    ['value'],
  ),
);
export type CouponFormValues = v.InferOutput<typeof CouponFormSchema>;

export const EMPTY_COUPON: CouponFormValues = { code: '', discountType: 'percent', value: '', startsAt: '', endsAt: '', maxUses: '', jobId: '' };

/** Dates are whole days of the studio's time zone: a coupon starts at the first moment of its start day and ends after its last day. */
export function toCouponInput(values: CouponFormValues, timeZone: string): CouponCodeCreate {
  return {
    code: values.code.trim().toUpperCase(),
    discountType: values.discountType,
    value: values.discountType === 'percent' ? Number(values.value) : dollarsTextToCents(values.value)!,
    ...validityInstants(values.startsAt, values.endsAt, timeZone),
    maxUses: values.maxUses.trim() ? Number(values.maxUses) : null,
    jobId: values.jobId ? Number(values.jobId) : null,
  };
}

export function fromCoupon(coupon: CouponCode, timeZone: string): CouponFormValues {
  return {
    code: coupon.code,
    discountType: coupon.discountType,
    value: coupon.discountType === 'percent' ? String(coupon.value) : centsToDollarsText(coupon.value),
    startsAt: validityDay(coupon.startsAt, timeZone),
    endsAt: validityDay(coupon.endsAt, timeZone),
    maxUses: coupon.maxUses === null ? '' : String(coupon.maxUses),
    jobId: coupon.jobId === null ? '' : String(coupon.jobId),
  };
}

/** "10 %" or "$5.00 off" — the discount in a list. */
export function discountText(coupon: Pick<CouponCode, 'discountType' | 'value'>): string {
  return coupon.discountType === 'percent' ? `${coupon.value} %` : `$${centsToDollarsText(coupon.value)}`;
}
