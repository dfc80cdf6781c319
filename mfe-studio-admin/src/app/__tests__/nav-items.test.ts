import { navItems, navItemsFor } from '../nav-items';

const keys = (items: { key: string }[]) => items.map((item) => item.key);

test('the menu shows a feature page only while the studio has that feature on', () => {
  const withoutCoupons = navItemsFor([{ identifier: 'prepay' }, { identifier: 'galleries' }, { identifier: 'reports' }]);
  expect(keys(withoutCoupons)).toEqual(keys(navItems).filter((key) => key !== 'coupon-codes'));
  expect(keys(navItemsFor([]))).toEqual(keys(navItems).filter((key) => !['prepay', 'galleries', 'coupon-codes', 'reports'].includes(key)));
  // While the features load, every entry shows (each page checks its feature anyway).
  expect(navItemsFor(undefined)).toBe(navItems);
});

test('the menu shows only the pages the viewer may open', () => {
  const viewer = (permissions: string[], rspoJob = false) => ({ permissions, isSystemAdmin: false, rspoJob });
  const CATALOGUE = ['coupon-codes', 'pkg-prefs', 'pkg-set-mgmt', 'packages'];
  expect(keys(navItemsFor(undefined, viewer(['studio.financials.read'])))).toEqual(keys(navItems).filter((key) => ![...CATALOGUE, 'users'].includes(key)));
  expect(keys(navItemsFor(undefined, viewer(['studio.users.crud'])))).toEqual(keys(navItems).filter((key) => ![...CATALOGUE, 'reports', 'payouts'].includes(key)));
  // "Edit the studio…" connects the Stripe account (Payouts shows it that, not the money) but reads no reports.
  expect(keys(navItemsFor(undefined, viewer(['studio.admin.crud', 'studio.users.crud'], true)))).toEqual(
    keys(navItems).filter((key) => !['organizations', 'prepay', 'galleries', 'jobs', 'reports'].includes(key)),
  );
  // "Edit organizations, jobs, subjects and photos" alone: no page of money, none of the price list or coupon codes.
  expect(keys(navItemsFor(undefined, viewer(['studio.crud'])))).toEqual(keys(navItems).filter((key) => ![...CATALOGUE, 'reports', 'payouts', 'users'].includes(key)));
  expect(navItemsFor(undefined, { permissions: ['system.admin'], isSystemAdmin: true, rspoJob: false })).toEqual(navItems);
});
