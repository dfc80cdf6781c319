import { EMPTY_PROMOTION, fromPromotion, toPromotionInput } from '../promotion-form-values';

describe('promotion form values', () => {
  it('turns what was typed into the API body and reads it back the same', () => {
    const typed = { ...EMPTY_PROMOTION, code: 'spring', name: 'Spring offer', discountType: 'amount' as const, value: '3', minimumTotal: '20', startsAt: '2027-03-01', endsAt: '2027-03-31' };
    const input = toPromotionInput(typed, 'UTC');
    expect(input).toEqual({ code: 'SPRING', name: 'Spring offer', discountType: 'amount', value: 300, minimumTotal: 2000, startsAt: '2027-03-01T00:00:00.000Z', endsAt: '2027-03-31T23:59:59.999Z' });
    expect(fromPromotion({ id: 1, jobId: 1, version: 1, ...input }, 'UTC')).toEqual({ ...typed, code: 'SPRING', value: '3.00', minimumTotal: '20.00' });
  });

  it('keeps its days where the studio is (Tokyo: a day starts at 15:00 UTC the day before)', () => {
    const typed = { ...EMPTY_PROMOTION, code: 'spring', name: 'Spring offer', value: '10', startsAt: '2027-03-01', endsAt: '2027-03-31' };
    const input = toPromotionInput(typed, 'Asia/Tokyo');
    expect([input.startsAt, input.endsAt]).toEqual(['2027-02-28T15:00:00.000Z', '2027-03-31T14:59:59.999Z']);
    expect(fromPromotion({ id: 1, jobId: 1, version: 1, ...input }, 'Asia/Tokyo')).toMatchObject({ startsAt: '2027-03-01', endsAt: '2027-03-31' });
  });
});
