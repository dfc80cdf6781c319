import { expect, test } from '@playwright/test';
import { logIn } from '../../support/auth';
import { DEMO } from '../../support/demo';
import { expectAccessible } from '../customer/ordering-support';

test('the system administrator adds a product, renames it, and deletes it while no package holds it', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, DEMO.systemAdmin);
  await page.getByRole('navigation', { name: 'Section navigation' }).getByRole('link', { name: 'Products' }).click();
  await expect(page.getByRole('heading', { name: 'Products', level: 2 })).toBeVisible();
  await expect(page.getByRole('row', { name: /8x10 print/ })).toContainText('Print');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'New product' }).click();
  await expect(page.getByRole('heading', { name: 'New product', level: 2 })).toBeVisible();
  await page.getByLabel('Code', { exact: true }).fill('11x14');
  await page.getByLabel('Name', { exact: true }).fill('11x14 print');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Products', level: 2 })).toBeVisible();
  await page.getByRole('link', { name: '11x14 print' }).click();
  await expect(page.getByLabel('Code', { exact: true })).toBeDisabled();
  await page.getByLabel('Name', { exact: true }).fill('11x14 wall print');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Product saved').first()).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Delete 11x14 wall print' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { name: 'Products', level: 2 })).toBeVisible();
  await expect(page.getByRole('link', { name: '11x14 wall print' })).toHaveCount(0);

  // A product the demo's packages hold offers no delete.
  await page.getByRole('link', { name: '8x10 print' }).click();
  await expect(page.getByText(/Packages hold it in \d+ items, so it stays\./)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
});
