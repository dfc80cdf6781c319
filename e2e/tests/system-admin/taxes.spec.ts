import { expect, test } from '@playwright/test';
import { logIn } from '../../support/auth';
import { DEMO } from '../../support/demo';
import { expectAccessible } from '../customer/ordering-support';

// Checkout journeys run at the same time on the seeded states' rates: this one adds a state of its own.
test('the system administrator adds a tax rate, taxes shipping there, then deletes it', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, DEMO.systemAdmin);
  await page.goto('/admin/taxes');
  await expect(page.getByRole('heading', { name: 'Taxes', level: 2 })).toBeVisible();
  await expect(page.getByRole('row', { name: /CA/ })).toContainText('7.25%');
  await expectAccessible(page);
  await page.getByLabel('Search by state').fill('ny');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('row', { name: /NY/ })).toContainText('Taxed');
  await expect(page.getByRole('row', { name: /CA/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'New tax rate' }).click();
  // Exact: the list's "Search by state" box is a State field too, until the new page is there.
  await expect(page.getByRole('heading', { name: 'New tax rate', level: 2 })).toBeVisible();
  await page.getByLabel('State', { exact: true }).fill('me');
  await page.getByLabel('Rate (%)').fill('8.875');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Rates are kept to hundredths of a percent: use at most 2 decimals (e.g. 6.63, not 6.625)').first()).toBeVisible();
  await page.getByLabel('Rate (%)').fill('5.5');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Tax rate saved').first()).toBeVisible();
  const row = page.getByRole('row', { name: /ME/ });
  await expect(row).toContainText('5.5%');
  await expect(row.getByText('Not taxed')).toBeVisible();

  await row.getByRole('link', { name: 'ME' }).click();
  await expect(page.getByLabel('Rate (%)')).toHaveValue('5.5');
  await page.getByRole('switch', { name: 'Shipping is taxed' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Tax rate saved').first()).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Delete the ME rate' }).click();
  await expect(page.getByText('Orders already placed keep their tax.')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Tax rate deleted').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Taxes', level: 2 })).toBeVisible();
  await expect(page.getByRole('row', { name: /CA/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /ME/ })).toHaveCount(0);
});
