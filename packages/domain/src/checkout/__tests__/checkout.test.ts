import {
  checkPromotion, chooseShipping, isMilitaryAddress, MILITARY_SHIPPING_REQUIRED, normalizePromoCode, orderTotal, PRIORITY_MILITARY_ONLY,
  PROMO_EXPIRED, PROMO_NOT_STARTED, PROMO_UNKNOWN, SHIPPING_OPTION_REQUIRED, taxableGoods, UNKNOWN_SHIPPING_OPTION, type Promotion,
} from '..';

const options = [
  { code: 'standard', name: 'Standard shipping', price: 895 },
  { code: 'priority', name: 'Priority (military)', price: 1495 },
];
const now = new Date('2026-11-22T10:00:00Z');
const promo = (over: Partial<Promotion> = {}): Promotion => ({ code: 'SAVE10', discountType: 'percent', value: 10, minimumTotal: 0, startsAt: null, endsAt: null, ...over });

describe('isMilitaryAddress', () => {
  it('recognises AA/AE/AP states and APO/FPO/DPO cities', () => {
    expect(isMilitaryAddress({ state: 'ae', city: 'Somewhere' })).toBe(true);
    expect(isMilitaryAddress({ state: 'NY', city: ' fpo ' })).toBe(true);
    expect(isMilitaryAddress({ state: 'IL', city: 'Springfield' })).toBe(false);
  });
});

describe('chooseShipping', () => {
  it('ships a batch order with the studio, free, whatever option was sent', () => {
    expect(chooseShipping({ isPartOfBatchOrder: true, optionCode: 'priority', military: false, options })).toEqual({ ok: true, code: null, label: 'Studio Shipping', price: 0 });
  });
  it('prices the chosen option', () => {
    expect(chooseShipping({ isPartOfBatchOrder: false, optionCode: 'standard', military: false, options })).toEqual({ ok: true, code: 'standard', label: 'Standard shipping', price: 895 });
    expect(chooseShipping({ isPartOfBatchOrder: false, optionCode: 'priority', military: true, options })).toMatchObject({ ok: true, price: 1495 });
  });
  it('requires priority for military addresses and keeps it for them', () => {
    expect(chooseShipping({ isPartOfBatchOrder: false, optionCode: 'standard', military: true, options })).toEqual({ ok: false, message: MILITARY_SHIPPING_REQUIRED });
    expect(chooseShipping({ isPartOfBatchOrder: false, optionCode: null, military: true, options })).toEqual({ ok: false, message: MILITARY_SHIPPING_REQUIRED });
    expect(chooseShipping({ isPartOfBatchOrder: false, optionCode: 'priority', military: false, options })).toEqual({ ok: false, message: PRIORITY_MILITARY_ONLY });
  });
  it('refuses a missing or unknown option', () => {
    expect(chooseShipping({ isPartOfBatchOrder: false, optionCode: undefined, military: false, options })).toEqual({ ok: false, message: SHIPPING_OPTION_REQUIRED });
    expect(chooseShipping({ isPartOfBatchOrder: false, optionCode: 'drone', military: false, options })).toEqual({ ok: false, message: UNKNOWN_SHIPPING_OPTION });
  });
});

describe('checkPromotion', () => {
  it('takes a percentage, rounded half-up to the cent', () => {
    expect(checkPromotion(promo(), 4905, now)).toEqual({ ok: true, discount: 491 });
  });
  it('takes a fixed amount, never more than the goods', () => {
    expect(checkPromotion(promo({ discountType: 'amount', value: 500 }), 4900, now)).toEqual({ ok: true, discount: 500 });
    expect(checkPromotion(promo({ discountType: 'amount', value: 9000 }), 4900, now)).toEqual({ ok: true, discount: 4900 });
  });
  it('refuses unknown, not started, expired and below-minimum codes with their messages', () => {
    expect(checkPromotion(null, 4900, now)).toEqual({ ok: false, message: PROMO_UNKNOWN });
    expect(checkPromotion(promo({ startsAt: new Date('2026-12-01T00:00:00Z') }), 4900, now)).toEqual({ ok: false, message: PROMO_NOT_STARTED });
    expect(checkPromotion(promo({ endsAt: now }), 4900, now)).toEqual({ ok: false, message: PROMO_EXPIRED });
    expect(checkPromotion(promo({ minimumTotal: 5000 }), 4900, now)).toEqual({ ok: false, message: 'This promo code needs an order of at least $50.00' });
  });
  it('normalises typed codes', () => {
    expect(normalizePromoCode(' save10 ')).toBe('SAVE10');
  });
});

describe('order totals', () => {
  it('adds goods, services, shipping and tax less the discount', () => {
    expect(taxableGoods({ subtotal: 4900, services: 1000, discount: 590 })).toBe(5310);
    expect(orderTotal({ subtotal: 4900, services: 1000, discount: 590, shipping: 895, tax: 332 })).toMatchObject({ total: 6537 });
  });
});
