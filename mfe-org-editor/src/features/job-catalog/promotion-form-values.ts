import { centsToDollarsText, dollarsTextToCents, validityDay, validityInstants, type JobPromotion } from '@shutterday/domain';
import { type PromotionCreate } from '@shutterday/domain/staff';
import * as v from 'valibot';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const optionalDate = v.pipe(v.string(), v.check((s) => s === '' || DATE.test(s), 'Use a date such as 2027-01-31'));

/** What the promotion form holds: text as typed, amounts in USD, dates as whole days of the studio's time zone. */
export const PromotionFormSchema = v.pipe(
  v.object({
    code: v.pipe(v.string(), v.trim(), v.nonEmpty('This field is required'), v.maxLength(40, 'Use at most 40 characters'), v.regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, - and _ only')),
    name: v.pipe(v.string(), v.trim(), v.nonEmpty('This field is required'), v.maxLength(120, 'Use at most 120 characters')),
    discountType: v.picklist(['percent', 'amount']),
    value: v.string(),
    minimumTotal: v.pipe(v.string(), v.check((s) => s.trim() === '' || dollarsTextToCents(s) !== null, 'Use an amount such as 30.00')),
    startsAt: optionalDate,
    endsAt: optionalDate,
  }),
  v.forward(
    v.check((values) => (values.discountType === 'percent' ? /^\d{1,3}$/.test(values.value) && Number(values.value) >= 1 && Number(values.value) <= 100 : (dollarsTextToCents(values.value) ?? 0) > 0), 'Use a percent from 1 to 100, or an amount such as 5.00'),
    ['value'],
  ),
);
export type PromotionFormValues = v.InferOutput<typeof PromotionFormSchema>;

export const EMPTY_PROMOTION: PromotionFormValues = { code: '', name: '', discountType: 'percent', value: '', minimumTotal: '', startsAt: '', endsAt: '' };

export function toPromotionInput(values: PromotionFormValues, timeZone: string): PromotionCreate {
  return {
    code: values.code.trim().toUpperCase(),
    name: values.name.trim(),
    discountType: values.discountType,
    value: values.discountType === 'percent' ? Number(values.value) : dollarsTextToCents(values.value)!,
    minimumTotal: dollarsTextToCents(values.minimumTotal) ?? 0,
    ...validityInstants(values.startsAt, values.endsAt, timeZone),
  };
}

export function fromPromotion(promotion: JobPromotion, timeZone: string): PromotionFormValues {
  return {
    code: promotion.code,
    name: promotion.name,
    discountType: promotion.discountType,
    value: promotion.discountType === 'percent' ? String(promotion.value) : centsToDollarsText(promotion.value),
    minimumTotal: promotion.minimumTotal ? centsToDollarsText(promotion.minimumTotal) : '',
    startsAt: validityDay(promotion.startsAt, timeZone),
    endsAt: validityDay(promotion.endsAt, timeZone),
  };
}
