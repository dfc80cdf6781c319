import { OrderMethod } from '../../order-method';
import { cartTotal, packagesTotal, prepayTotal, totalForMethod } from '..';
import { cart, line, service } from './fixtures';

describe('cart total: price × quantity per package plus services', () => {
  it.each([
    [[], 0],
    [[line({ id: 1, price: 1999, quantity: 1 })], 1999],
    [[line({ id: 1, price: 1999, quantity: 3 }), line({ id: 2, price: 501, quantity: 2 })], 6999],
  ])('packagesTotal of %j is %d', (lines, total) => {
    expect(packagesTotal(lines)).toBe(total);
  });

  it('adds every order service price', () => {
    const value = cart([line({ id: 1, price: 2000, quantity: 2 })], {
      cartOrderServices: [
        { id: 1, orderServiceId: 1, name: 'Rush', price: 750 },
        { id: 2, orderServiceId: 2, name: 'Gift box', price: 250 },
      ],
    });
    expect(cartTotal(value)).toBe(5000);
    expect(totalForMethod(value, OrderMethod.Gallery)).toBe(5000);
  });

  it('refuses a fractional quantity (quantity 1.5)', () => {
    expect(() => cartTotal(cart([line({ id: 1, quantity: 1.5 })]))).toThrow(
      'Multiplication of floating point numbers is not supported',
    );
  });
});

describe('pre-pay total: enabled retouch and personalization services plus packages', () => {
  const value = cart([line({ id: 1, price: 2000 })], {
    retouches: [service({ id: 1, price: 800 }), service({ id: 2, price: 300, enabled: false })],
    personalizations: [service({ id: 3, price: 1000 }), service({ id: 4, price: 1000, enabled: false })],
    cartOrderServices: [{ id: 9, orderServiceId: 9, name: 'Rush', price: 9999 }],
  });

  it('counts only enabled services, and not the order services', () => {
    expect(prepayTotal(value)).toBe(3800);
    expect(totalForMethod(value, OrderMethod.Prepay)).toBe(3800);
  });
});
