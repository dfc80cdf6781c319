import { expect, test } from '@playwright/test';
import { logIn } from '../../support/auth';
import { DEMO } from '../../support/demo';
import { expectAccessible } from '../customer/ordering-support';

test('the system administrator sees how the installation runs and goes from a figure to its page', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, DEMO.systemAdmin);
  await page.getByRole('navigation', { name: 'Section navigation' }).getByRole('link', { name: 'System' }).click();
  await expect(page.getByRole('heading', { name: 'System', level: 2 })).toBeVisible();
  await expect(page.getByText(/^Embedded \(PGlite\), \d+ migrations applied/)).toBeVisible();
  await expect(page.getByText('Sandbox (test cards, no money moves)')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Photos that failed' }).click();
  await expect(page).toHaveURL(/\/admin\/galleries-processing$/);
  await expect(page.getByRole('heading', { name: 'Galleries processing', level: 2 })).toBeVisible();
});
