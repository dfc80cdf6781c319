import { countsAsPaid, figureLegend, isUnpaid, keptCents, orderPaymentState, paidBy, revenueCents } from '../money-figures';

const order = { status: 'paid' as const, paymentMethod: 'cash' as const, total: 5409, refunded: 0 };

describe('how an order stands', () => {
  it('is unpaid while entered "bill the school", and paid once its payment is recorded', () => {
    expect(orderPaymentState({ ...order, paymentMethod: 'invoice' })).toBe('unpaid');
    expect(isUnpaid({ ...order, paymentMethod: 'invoice' })).toBe(true);
    expect(orderPaymentState({ ...order, paymentMethod: 'other' })).toBe('paid');
    expect(orderPaymentState({ ...order, status: 'cancelled', paymentMethod: 'invoice' })).toBe('cancelled');
  });

  it('is partly refunded while a refund left part of it, keeping the rest', () => {
    expect(orderPaymentState({ ...order, paymentMethod: 'card', refunded: 1662 })).toBe('partly-refunded');
    expect(keptCents({ total: 5409, refunded: 1662 })).toBe(3747);
    expect(orderPaymentState({ ...order, status: 'refunded', refunded: 5409 })).toBe('refunded');
  });
});

describe('revenue', () => {
  it('is the product sales of paid orders after refunds; unpaid and cancelled orders bring none', () => {
    const sale = { product: 4250, refundedProduct: 1000 };
    expect(revenueCents({ ...order, ...sale })).toBe(3250);
    expect(revenueCents({ ...order, ...sale, status: 'refunded' })).toBe(3250);
    expect(revenueCents({ ...order, ...sale, paymentMethod: 'invoice' })).toBe(0);
    expect(revenueCents({ ...order, ...sale, status: 'cancelled' })).toBe(0);
    expect(countsAsPaid({ status: 'paid', paymentMethod: 'check' })).toBe(true);
  });

  it('is named with its definition wherever it is shown', () => {
    expect(figureLegend('revenue')).toBe('Revenue: product sales after refunds, excluding tax and shipping, of paid orders');
  });

  it('is broken down by how people paid', () => {
    expect(['card', 'cash', 'check', 'other', 'invoice'].map((m) => paidBy(m as 'card'))).toEqual(['card', 'cash', 'check', 'other', 'unpaid']);
  });
});
