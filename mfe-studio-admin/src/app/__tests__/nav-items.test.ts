import { navItems, navItemsFor } from '../nav-items';

const keys = (items: { key: string }[]) => items.map((item) => item.key);

test('the menu shows a feature page only while the studio has that feature on', () => {
  const withoutCoupons = navItemsFor([{ identifier: 'prepay' }, { identifier: 'galleries' }, { identifier: 'reports' }]);
  expect(keys(withoutCoupons)).toEqual(keys(navItems).filter((key) => key !== 'coupon-codes'));
  expect(keys(navItemsFor([]))).toEqual(keys(navItems).filter((key) => !['prepay', 'galleries', 'coupon-codes', 'reports'].includes(key)));
  // While the features load, every entry shows (each page checks its feature anyway).
  expect(navItemsFor(undefined)).toBe(navItems);
});
