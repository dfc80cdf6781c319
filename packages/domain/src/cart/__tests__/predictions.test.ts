import { OrderMethod } from '../../order-method';
import {
  addonsRemovedByPackageRemoval,
  addonsRemovedByQuantityChange,
  addonsRemovedByServiceRemoval,
  type AddonRuleContext,
} from '..';
import { addon, cart, line, service } from './fixtures';

const prepay: AddonRuleContext = { orderMethod: OrderMethod.Prepay, addonStandardAvailable: true };
const ids = (lines: { id: number }[]) => lines.map((l) => l.id);

describe('the prediction whether a change would remove an add-on', () => {
  const value = cart(
    [
      line({ id: 1, price: 3000 }),
      line({ id: 2, price: 1000 }),
      line({ id: 3, price: 500, addon: addon('addon_price', 4500) }),
      line({ id: 4, price: 500, addon: addon('addon_standard') }),
    ],
    { personalizations: [service({ id: 8, price: 1000 })] },
  );

  it.each([
    ['removing the 10.00 standard', () => addonsRemovedByPackageRemoval(value, 2, prepay), [3]],
    ['removing the last add-on-free standard set', () => addonsRemovedByPackageRemoval(cart([value.cartPackages[0], value.cartPackages[3]]), 1, prepay), [4]],
    ['removing an add-on', () => addonsRemovedByPackageRemoval(value, 3, prepay), []],
    ['lowering a quantity is harmless here', () => addonsRemovedByQuantityChange(value, 2, 1, prepay), []],
    ['quantity 0 of a needed standard', () => addonsRemovedByQuantityChange(value, 2, 0, prepay), [3]],
    ['removing the personalization', () => addonsRemovedByServiceRemoval(value, 'personalizations', 8, prepay), [3]],
  ])('%s → %j', (_name, predict, expected) => {
    expect(ids(predict())).toEqual(expected);
  });

  it('leaves the cart untouched', () => {
    addonsRemovedByPackageRemoval(value, 1, prepay);
    expect(value.cartPackages).toHaveLength(4);
  });
});
