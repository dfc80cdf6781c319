import { expect, test } from '@playwright/test';
import { approveStudio, logIn } from '../../support/auth';
import { DEMO } from '../../support/demo';
import { expectAccessible } from '../customer/ordering-support';

// A studio of its own (opened by setup), so switching its features changes nothing for the other journeys.
const STUDIO = { name: 'Birch Lane Photo', slug: 'birch-lane-photo' };
const OWNER = { email: 'owner@birch-lane.test', password: 'Birch-lane-2027!' };

test('the system administrator switches a studio’s coupon codes off, and its staff lose that page', async ({ page, browser }) => {
  const opened = await page.request.post('/api/auth/setup', {
    data: { studioName: STUDIO.name, studioSlug: STUDIO.slug, name: 'Robin Birch', email: OWNER.email, password: OWNER.password },
  });
  expect(opened.ok()).toBe(true);

  await page.goto('/login');
  await logIn(page, DEMO.systemAdmin);
  const adminMenu = page.getByRole('navigation', { name: 'Section navigation' });
  await approveStudio(page, STUDIO);

  await adminMenu.getByRole('link', { name: 'Features' }).click();
  await expect(page.getByRole('heading', { name: 'Features', level: 2 })).toBeVisible();
  await page.getByLabel('Studio', { exact: true }).fill('Birch');
  await page.locator('.ant-select-item-option', { hasText: STUDIO.name }).click();
  const coupons = page.getByRole('switch', { name: `Coupon codes for ${STUDIO.name}` });
  // A new studio starts with every feature but verification.
  await expect(coupons).toBeChecked();
  await expect(page.getByRole('switch', { name: `Studio verification for ${STUDIO.name}` })).not.toBeChecked();
  await expectAccessible(page);
  await coupons.click();
  await expect(page.getByText(`Coupon codes switched off for ${STUDIO.name}`)).toBeVisible();
  await expect(coupons).not.toBeChecked();
  // The choice is in the address: a reload shows the same studio's switches.
  await page.reload();
  await expect(page.getByRole('switch', { name: `Coupon codes for ${STUDIO.name}` })).not.toBeChecked();

  const staff = await browser.newPage();
  await staff.goto('/login');
  await logIn(staff, OWNER);
  const home = staff.url();
  const menu = staff.getByRole('navigation', { name: 'Section navigation' });
  await expect(menu.getByRole('link', { name: 'Packages' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Coupon codes' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Reports' })).toBeVisible();
  await staff.goto(`${home.replace(/\/$/, '')}/coupon-codes`);
  await expect(staff.getByText('Access to Route Denied')).toBeVisible();
  await expect(staff).toHaveURL(new RegExp(`${home.replace(/\/$/, '')}/?$`));
  await staff.close();
});
