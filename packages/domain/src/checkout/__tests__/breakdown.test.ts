import * as v from 'valibot';
import { breakdownSum, CheckoutAddressSchema, orderBreakdown, orderTotal, ZIP_STATE_MISMATCH, zipMatchesState } from '../..';

/** A small deterministic generator, so the table is the same on every run. */
function* amounts(count: number) {
  let seed = 7;
  const next = (max: number) => {
    seed = (seed * 48271) % 2147483647;
    return seed % max;
  };
  for (let i = 0; i < count; i += 1) {
    const subtotal = next(500_000);
    const services = next(3) === 0 ? 0 : next(10_000);
    yield { subtotal, services, discount: next(4) === 0 ? 0 : next(subtotal + services + 1), shipping: [0, 895, 1495][next(3)]!, tax: next(40_000) };
  }
}

describe('orderBreakdown', () => {
  it('shows every amount that makes up the total, services included (the $69.51 order of issue 8)', () => {
    const breakdown = orderBreakdown({ subtotal: 4900, services: 800, discount: 0, shipping: 895, tax: 356, total: 6951 }, { shippingLabel: 'Standard shipping' });
    expect(breakdown.lines.map((l) => [l.label, l.amount])).toEqual([
      ['Subtotal', 4900], ['Photo services', 800], ['Discount', 0], ['Shipping (Standard shipping)', 895], ['Tax', 356],
    ]);
    expect(breakdownSum(breakdown)).toBe(6951);
  });

  it('names the promo code and shows the discount negative', () => {
    const breakdown = orderBreakdown(orderTotal({ subtotal: 4900, services: 0, discount: 490, shipping: 0, tax: 0 }), { promoCode: 'SAVE10' });
    expect(breakdown.lines[2]).toEqual({ key: 'discount', label: 'Discount (SAVE10)', amount: -490 });
  });

  it.each([...amounts(200)])('the lines add up to the total for %j', (parts) => {
    const totals = orderTotal(parts);
    expect(breakdownSum(orderBreakdown(totals))).toBe(totals.total);
  });
});

describe('ZIP code and state', () => {
  it.each([
    ['CA', '90210', true], ['CA', '10001', false], ['NY', '10001', true], ['NY', '00501', true], ['IL', '62704', true], ['TX', '73301', true],
    ['TX', '88510', true], ['MA', '05501', true], ['VT', '05401', true], ['VT', '10001', false], ['AE', '09012', true], ['AP', '96201', true], ['WY', '83414', true], ['WA', '99201', true],
    ['DC', '20500', true], ['PR', '00901', true], ['OR', '62704', false],
  ])('%s with %s matches: %s', (state, zip, matches) => {
    expect(zipMatchesState(state, zip)).toBe(matches);
  });

  it('refuses a mismatch on the ZIP field of an address', () => {
    const result = v.safeParse(CheckoutAddressSchema, { line1: '1 Main St', city: 'Los Angeles', state: 'CA', postalCode: '10001' });
    expect(result.success).toBe(false);
    expect(result.issues?.map((i) => [v.getDotPath(i), i.message])).toEqual([['postalCode', ZIP_STATE_MISMATCH]]);
  });
});
