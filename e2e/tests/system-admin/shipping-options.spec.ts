import { expect, test } from '@playwright/test';
import { logIn } from '../../support/auth';
import { DEMO } from '../../support/demo';
import { expectAccessible } from '../customer/ordering-support';

test('the system administrator adds a shipping option, then switches it off', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, DEMO.systemAdmin);
  await page.goto('/admin/shipping-options');
  await expect(page.getByRole('heading', { name: 'Shipping options', level: 2 })).toBeVisible();
  await expect(page.getByRole('row', { name: /standard/ })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'New shipping option' }).click();
  await expect(page.getByRole('heading', { name: 'New shipping option', level: 2 })).toBeVisible();
  await page.getByLabel('Code').fill('courier-e2e');
  await page.getByLabel('Name').fill('Courier (e2e)');
  await page.getByLabel('Price (USD)').fill('19.50');
  await page.getByLabel('Position in the list').fill('9');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Shipping option saved').first()).toBeVisible();
  const row = page.getByRole('row', { name: /Courier \(e2e\)/ });
  await expect(row).toContainText('$19.50');
  await expect(row.getByText('Offered')).toBeVisible();

  await row.getByRole('link', { name: 'Courier (e2e)' }).click();
  await expect(page.getByLabel('Code')).toBeDisabled();
  await page.getByRole('switch', { name: 'Offered at checkout' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Shipping option saved').first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: '← Shipping options' }).click();
  await expect(page.getByRole('row', { name: /Courier \(e2e\)/ }).getByText('Switched off')).toBeVisible();
});
