import { expect, test } from '@playwright/test';
import { logIn } from '../../support/auth';
import { DEMO } from '../../support/demo';
import { addPackage, expectAccessible, fillCheckout, findChild, pay } from '../customer/ordering-support';

test('a parent’s declined card shows in the system administrator’s order errors, with no order since', async ({ page, browser }) => {
  await findChild(page);
  await addPackage(page, 'Package C');
  await page.getByRole('link', { name: 'Continue' }).click();
  await page.getByRole('link', { name: 'Continue to checkout' }).click();
  await fillCheckout(page);
  await pay(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert')).toContainText(/declined/i);

  const context = await browser.newContext();
  const admin = await context.newPage();
  await admin.goto('/login');
  await logIn(admin, DEMO.systemAdmin);
  await admin.getByRole('navigation', { name: 'Section navigation' }).getByRole('link', { name: 'Order errors' }).click();
  await expect(admin.getByRole('heading', { name: 'Order errors', level: 2 })).toBeVisible();
  await admin.getByLabel('Outcome').click();
  await admin.locator('.ant-select-item-option', { hasText: 'No order since' }).click();
  const row = admin.getByRole('row', { name: /Your card was declined/ }).first();
  await expect(row).toContainText(DEMO.jobs.lincoln);
  await expect(row).toContainText('No order since');
  await expectAccessible(admin);
  await context.close();
});
