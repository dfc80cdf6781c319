import * as v from 'valibot';
import { CouponFormSchema, EMPTY_COUPON, fromCoupon, toCouponInput } from '../coupon-form-values';

describe('coupon form values', () => {
  it('turns what was typed into the API body: upper-case code, cents, whole days, job or studio-wide', () => {
    expect(toCouponInput({ ...EMPTY_COUPON, code: 'save10', value: '10' }, 'UTC')).toEqual({ code: 'SAVE10', discountType: 'percent', value: 10, startsAt: null, endsAt: null, maxUses: null, jobId: null });
    expect(toCouponInput({ code: 'FIVE', discountType: 'amount', value: '5.5', startsAt: '2027-01-01', endsAt: '2027-01-31', maxUses: '100', jobId: '4' }, 'UTC')).toEqual({
      code: 'FIVE', discountType: 'amount', value: 550, startsAt: '2027-01-01T00:00:00.000Z', endsAt: '2027-01-31T23:59:59.999Z', maxUses: 100, jobId: 4,
    });
  });

  it('reads a saved coupon back into the same form', () => {
    const values = { code: 'FIVE', discountType: 'amount' as const, value: '5.50', startsAt: '2027-01-01', endsAt: '2027-01-31', maxUses: '100', jobId: '4' };
    expect(fromCoupon({ id: 1, version: 3, uses: 0, ...toCouponInput(values, 'UTC'), discountType: 'amount', value: 550, jobId: 4, jobName: 'Spring Day', maxUses: 100, startsAt: '2027-01-01T00:00:00.000Z', endsAt: '2027-01-31T23:59:59.999Z' }, 'UTC')).toEqual(values);
  });

  it('keeps its days where the studio is: the last day ends at midnight in Chicago, and reads back as typed', () => {
    const values = { ...EMPTY_COUPON, code: 'FALL', value: '10', startsAt: '2027-01-01', endsAt: '2027-01-31' };
    const input = toCouponInput(values, 'America/Chicago');
    expect([input.startsAt, input.endsAt]).toEqual(['2027-01-01T06:00:00.000Z', '2027-02-01T05:59:59.999Z']);
    expect(fromCoupon({ id: 1, version: 1, uses: 0, jobName: null, ...input }, 'America/Chicago')).toMatchObject({ startsAt: '2027-01-01', endsAt: '2027-01-31' });
  });

  it('refuses a percent over 100, an amount that is not money, and a bad code', () => {
    const issues = (values: object) => (v.safeParse(CouponFormSchema, { ...EMPTY_COUPON, code: 'OK', value: '10', ...values }).issues ?? []).map((issue) => issue.message);
    expect(issues({})).toEqual([]);
    expect(issues({ value: '150' })).toEqual(['Use a percent from 1 to 100, or an amount such as 5.00']);
    expect(issues({ discountType: 'amount', value: 'five' })).toEqual(['Use a percent from 1 to 100, or an amount such as 5.00']);
    expect(issues({ code: 'SAVE 10' })).toEqual(['Use letters, digits, - and _ only']);
  });
});
