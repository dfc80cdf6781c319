import { OrderMethod } from '../../order-method';
import {
  addonQualifyingAmount,
  addonStatus,
  hasStandardPackage,
  isAddonAvailable,
  isStandardAddon,
  orderingAddonContext,
  type AddonRuleContext,
} from '..';
import { addon, cart, line, service } from './fixtures';

const gallery: AddonRuleContext = { orderMethod: OrderMethod.Gallery, addonStandardAvailable: true };

describe('the standard-package requirement', () => {
  it.each([
    [null, true],
    [addon('standard'), true],
    [addon('addon_standard'), false],
    [addon('addon_price'), false],
  ])('%j is standard: %p', (value, standard) => {
    expect(isStandardAddon(value)).toBe(standard);
  });

  it('finds a standard package in a cart', () => {
    expect(hasStandardPackage([line({ id: 1, addon: addon('addon_price') })])).toBe(false);
    expect(hasStandardPackage([line({ id: 1, addon: addon('addon_price') }), line({ id: 2 })])).toBe(true);
  });

  it.each([
    [addon('addon_price'), { valid: false, reason: 'no-standard' }],
    [addon('addon_standard'), { valid: false, reason: 'no-standard' }],
    [{ ...addon('addon_standard'), requiresStandard: false }, { valid: false, reason: 'no-standard' }],
    [addon('standard'), { valid: true }],
    [null, { valid: true }],
  ])('any add-on is invalid without a standard: %j', (value, status) => {
    expect(addonStatus(value, { hasStandard: false, amount: 1_000_000, addonStandardAvailable: true })).toEqual(status);
  });
});

describe('addon_price: valid only when cart total minus already paid ≥ requiredMinPrice', () => {
  it.each([
    [5000, 5000, true], // exactly met
    [4999, 5000, false], // one cent short
    [5001, 5000, true],
    [0, null, true], // requiredMinPrice defaults to 0
    [-1, null, false], // already paid more than the cart total
    [0, 0, true],
  ])('amount %d against requiredMinPrice %p → valid %p', (amount, min, valid) => {
    expect(addonStatus(addon('addon_price', min), { hasStandard: true, amount, addonStandardAvailable: false }).valid).toBe(
      valid,
    );
  });

  it('reports the reason', () => {
    expect(addonStatus(addon('addon_price', 100), { hasStandard: true, amount: 99, addonStandardAvailable: true })).toEqual({
      valid: false,
      reason: 'below-min-price',
    });
  });

  it('measures the cart without add-on lines, minus what was already paid', () => {
    const value = cart(
      [line({ id: 1, price: 3000, quantity: 2 }), line({ id: 2, price: 4000, addon: addon('addon_price', 100) })],
      { cartOrderServices: [{ id: 1, orderServiceId: 1, name: 'Rush', price: 500 }] },
    );
    expect(addonQualifyingAmount(value, gallery)).toBe(6500);
    expect(addonQualifyingAmount(value, { ...gallery, alreadyPaid: 1500 })).toBe(5000);
  });

  it('uses the pre-pay total for a Prepay cart', () => {
    const value = cart([line({ id: 1, price: 3000 })], { retouches: [service({ id: 1, price: 700 })] });
    expect(addonQualifyingAmount(value, { ...gallery, orderMethod: OrderMethod.Prepay })).toBe(3700);
  });

  it.each([
    [5000, 0, true],
    [5000, 1, false], // already paid one cent: one cent short
    [4999, 0, false],
  ])('isAddonAvailable with standard %d and already paid %d → %p', (standard, alreadyPaid, available) => {
    const value = cart([line({ id: 1, price: standard })]);
    expect(isAddonAvailable(addon('addon_price', 5000), value, { ...gallery, alreadyPaid })).toBe(available);
  });
});

describe('addon_standard availability follows its flag', () => {
  it.each([
    [true, { valid: true }],
    [false, { valid: false, reason: 'addon-standard-unavailable' }],
  ])('flag %p → %j', (flag, status) => {
    expect(addonStatus(addon('addon_standard'), { hasStandard: true, amount: 0, addonStandardAvailable: flag })).toEqual(
      status,
    );
  });
});

describe('orderingAddonContext: the context of every customer cart', () => {
  it.each([OrderMethod.Prepay, OrderMethod.Gallery])('%s: addon_standard offered beside a standard, nothing counted as already paid', (orderMethod) => {
    const context = orderingAddonContext(orderMethod);
    expect(context).toEqual({ orderMethod, alreadyPaid: 0, addonStandardAvailable: true });
    expect(isAddonAvailable(addon('addon_standard'), cart([line({ id: 1 })]), context)).toBe(true);
  });
});
