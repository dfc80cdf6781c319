import { OrderMethod } from '../../order-method';
import {
  INVALID_QUANTITY_MESSAGE,
  MAX_CART_QUANTITY,
  removeCartPackage,
  removeCartService,
  revalidateAddons,
  setCartPackageQuantity,
  type AddonRuleContext,
} from '..';
import { addon, cart, line, service } from './fixtures';

const gallery: AddonRuleContext = { orderMethod: OrderMethod.Gallery, addonStandardAvailable: true };
const ids = (lines: { id: number }[]) => lines.map((l) => l.id);

describe('removing the last standard removes every add-on and deletes the cart', () => {
  const value = cart([
    line({ id: 1, price: 5000 }),
    line({ id: 2, price: 800, addon: addon('addon_price', 1000) }),
    line({ id: 3, price: 600, addon: addon('addon_standard') }),
  ]);

  it('the last standard removed while two add-ons remain', () => {
    const change = removeCartPackage(value, 1, gallery);
    expect(change.deleteCart).toBe(true);
    expect(ids(change.removedAddons)).toEqual([2, 3]);
    expect(change.cart.cartPackages).toEqual([]);
  });

  it('a standard removed while another standard remains keeps the add-ons that still qualify', () => {
    const two = cart([line({ id: 1, price: 5000 }), line({ id: 4, price: 500 }), ...value.cartPackages.slice(1)]);
    const change = removeCartPackage(two, 4, gallery);
    expect(change.deleteCart).toBe(false);
    expect(change.removedAddons).toEqual([]);
    expect(ids(change.cart.cartPackages)).toEqual([1, 2, 3]);
  });

  it('removing an add-on itself removes nothing else', () => {
    const change = removeCartPackage(value, 2, gallery);
    expect(change).toMatchObject({ deleteCart: false, removedAddons: [] });
    expect(ids(change.cart.cartPackages)).toEqual([1, 3]);
  });

  it('does not change the cart it was given', () => {
    removeCartPackage(value, 1, gallery);
    expect(ids(value.cartPackages)).toEqual([1, 2, 3]);
  });

  it('refuses an unknown line', () => {
    expect(() => removeCartPackage(value, 99, gallery)).toThrow(RangeError);
  });
});

describe('quantity 0 removes', () => {
  const value = cart([line({ id: 1, price: 2500, quantity: 2 }), line({ id: 2, addon: addon('addon_price', 5000) })]);

  it('removes the line, and with the last standard the whole cart', () => {
    const change = setCartPackageQuantity(value, 1, 0, gallery);
    expect(change.deleteCart).toBe(true);
    expect(ids(change.removedAddons)).toEqual([2]);
  });

  it('sets another quantity in place', () => {
    const change = setCartPackageQuantity(value, 1, 3, gallery);
    expect(change.cart.cartPackages[0].quantity).toBe(3);
    expect(change.removedAddons).toEqual([]);
  });

  it.each([[1.5], [-1], [MAX_CART_QUANTITY + 1], [Number.NaN]])('refuses quantity %p', (quantity) => {
    expect(() => setCartPackageQuantity(value, 1, quantity, gallery)).toThrow(INVALID_QUANTITY_MESSAGE);
  });

  it('accepts the largest quantity', () => {
    expect(setCartPackageQuantity(value, 1, MAX_CART_QUANTITY, gallery).cart.cartPackages[0].quantity).toBe(99);
  });

  it('refuses an unknown line', () => {
    expect(() => setCartPackageQuantity(value, 42, 1, gallery)).toThrow(RangeError);
  });
});

describe('add-on revalidation after every quantity, service or package change', () => {
  const value = cart(
    [line({ id: 1, price: 2500, quantity: 2 }), line({ id: 2, price: 900, addon: addon('addon_price', 5000) })],
    { cartOrderServices: [{ id: 7, orderServiceId: 7, name: 'Rush', price: 1 }] },
  );

  it('requiredMinPrice exactly met keeps the addon_price; one cent short after a service removal drops it', () => {
    const bigger = cart([line({ id: 1, price: 2500, quantity: 2 }), line({ id: 2, addon: addon('addon_price', 5001) })], {
      cartOrderServices: [{ id: 7, orderServiceId: 7, name: 'Rush', price: 1 }],
    });
    expect(setCartPackageQuantity(bigger, 1, 2, gallery).removedAddons).toEqual([]); // 5001 exactly met
    expect(ids(removeCartService(bigger, 'cartOrderServices', 7, gallery).removedAddons)).toEqual([2]); // 5000
  });

  it('after a quantity change below the minimum', () => {
    const change = setCartPackageQuantity(value, 1, 1, gallery);
    expect(ids(change.removedAddons)).toEqual([2]);
    expect(change.deleteCart).toBe(false);
  });

  it('after a service change (retouch of a Prepay cart)', () => {
    const prepay = cart([line({ id: 1, price: 4000 }), line({ id: 2, addon: addon('addon_price', 5000) })], {
      retouches: [service({ id: 5, price: 1000 })],
    });
    const context = { ...gallery, orderMethod: OrderMethod.Prepay };
    expect(revalidateAddons(prepay, context).removedAddons).toEqual([]);
    expect(ids(removeCartService(prepay, 'retouches', 5, context).removedAddons)).toEqual([2]);
  });

  it('addon_standard lines go when their flag is off', () => {
    const withStandardAddon = cart([line({ id: 1 }), line({ id: 3, addon: addon('addon_standard') })]);
    expect(ids(revalidateAddons(withStandardAddon, { ...gallery, addonStandardAvailable: false }).removedAddons)).toEqual([3]);
  });

  it('an empty cart stays as is and is not deleted', () => {
    expect(revalidateAddons(cart([]), gallery)).toMatchObject({ removedAddons: [], deleteCart: false });
  });

  it('refuses an unknown service', () => {
    expect(() => removeCartService(value, 'personalizations', 7, gallery)).toThrow(RangeError);
  });
});
