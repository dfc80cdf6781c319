import { expect, test, type Page } from '@playwright/test';
import { logIn } from '../../support/auth';
import { DEMO } from '../../support/demo';
import { expectAccessible } from '../customer/ordering-support';

async function openConfiguration(page: Page) {
  await page.goto('/admin/configuration');
  await expect(page.getByRole('heading', { name: 'Configuration', level: 2 })).toBeVisible();
  return page.getByLabel('Platform commission (%)');
}

// The platform reports' journey downloads commissions at the same time: the rate goes back to 5 % at the end.
test('the system administrator changes the commission rate, and a save from an old read is refused until reloaded', async ({ page, context }) => {
  await page.goto('/login');
  await logIn(page, DEMO.systemAdmin);
  const commission = await openConfiguration(page);
  await expect(commission).toHaveValue('5');
  await expectAccessible(page);

  // A second tab of the same administrator (already logged in) saves first.
  const other = await context.newPage();
  const otherCommission = await openConfiguration(other);
  await otherCommission.fill('7.5');
  await other.getByRole('button', { name: 'Save' }).click();
  await expect(other.getByText('Configuration saved').first()).toBeVisible();
  await other.close();

  await commission.fill('5.125');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Rates are kept to hundredths of a percent: use at most 2 decimals (e.g. 6.63, not 6.625)').first()).toBeVisible();
  await commission.fill('6');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This record was changed by someone else. Reload to see the changes.')).toBeVisible();
  // Reload brings in the colleague's 7.5 and keeps this tab's 6 next to it; the person takes theirs.
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('radio', { name: 'Keep yours: 6' })).toBeChecked();
  await expect(commission).toHaveValue('6');
  await page.getByText('Take theirs: 7.5').click();
  await expect(commission).toHaveValue('7.5');

  await commission.fill('5');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Configuration saved').first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Platform commission (%)')).toHaveValue('5');
});
