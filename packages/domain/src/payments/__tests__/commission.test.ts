import { applicationFeeCents, productRevenueCents, studioNetCents } from '../commission';
import { derivePayouts, keptAfterRefunds } from '../payouts';

const order = { subtotal: 4000, services: 500, discount: 250, shipping: 895, tax: 264, total: 5409 };

describe('the platform commission', () => {
  it('is taken on product revenue only: tax and shipping pass through', () => {
    expect(productRevenueCents(order)).toBe(4250);
    expect(applicationFeeCents(order, 500)).toBe(213);
    expect(applicationFeeCents({ ...order, shipping: 0, tax: 0, total: 4250 }, 500)).toBe(213);
    expect(studioNetCents(order.total, applicationFeeCents(order, 500))).toBe(5196);
  });

  it('rounds half up to whole cents and never exceeds the charge', () => {
    expect(applicationFeeCents({ ...order, subtotal: 1010, services: 0, discount: 0, total: 1010 }, 500)).toBe(51);
    expect(applicationFeeCents({ ...order, subtotal: 1000, services: 0, discount: 0, total: 5 }, 10_000)).toBe(5);
    expect(applicationFeeCents({ ...order, discount: 99_999 }, 500)).toBe(0);
  });
});

describe('payouts derived from paid orders', () => {
  const paidAt = new Date('2026-11-20T15:00:00Z');
  const none = { refunded: 0, refundedFee: 0 };
  it('pays each day’s nets two days later, in one payout per day; refunded orders carry nothing', () => {
    const payouts = derivePayouts(
      [
        { orderNumber: 1, paidAt, gross: 5409, applicationFee: 213, ...none },
        { orderNumber: 2, paidAt: new Date('2026-11-20T23:59:00Z'), gross: 1000, applicationFee: 50, ...none },
        { orderNumber: 3, paidAt: new Date('2026-11-25T10:00:00Z'), gross: 2000, applicationFee: 100, ...none },
        { orderNumber: 4, paidAt, gross: 3000, applicationFee: 150, refunded: 3000, refundedFee: 150 },
      ],
      new Date('2026-11-26T12:00:00Z'),
    );
    expect(payouts).toEqual([
      { arrivalDate: '2026-11-27', amount: 1900, status: 'pending', orders: 1 },
      { arrivalDate: '2026-11-22', amount: 6146, status: 'paid', orders: 2 },
    ]);
  });
});

describe('what a charge leaves after its refunds', () => {
  // 5409 charged, 213 kept as the fee; one line refunded: 1662 back to the card, 65 of the fee reversed with it.
  const order = { gross: 5409, applicationFee: 213, refunded: 1662, refundedFee: 65 };

  it('keeps the fee less what the refunds reversed, and nets the studio the rest of what is left of the charge', () => {
    expect(keptAfterRefunds({ ...order, refunded: 0, refundedFee: 0 })).toEqual({ commission: 213, net: 5196 });
    expect(keptAfterRefunds(order)).toEqual({ commission: 148, net: 3599 });
    expect(keptAfterRefunds({ ...order, refunded: 5409, refundedFee: 213 })).toEqual({ commission: 0, net: 0 });
  });

  it('pays out what a partly refunded order still nets the studio', () => {
    const paidAt = new Date('2026-11-20T15:00:00Z');
    const payouts = derivePayouts([{ orderNumber: 1, paidAt, ...order }, { orderNumber: 2, paidAt, gross: 1000, applicationFee: 50, refunded: 0, refundedFee: 0 }], new Date('2026-11-21T12:00:00Z'));
    expect(payouts).toEqual([{ arrivalDate: '2026-11-22', amount: 3599 + 950, status: 'pending', orders: 2 }]);
  });
});
