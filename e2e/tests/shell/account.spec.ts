import { expect, test, type Page } from '@playwright/test';
import { logIn } from '../../support/auth';
import { DEMO } from '../../support/demo';
import { expectAccessible } from '../customer/ordering-support';

async function changePassword(page: Page, from: string, to: string): Promise<void> {
  await page.goto('/account/change-password');
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
  await page.getByLabel('Current password').fill(from);
  await page.getByLabel('New password').fill(to);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed. Your other sessions are signed out.')).toBeVisible();
}

test('the system administrator changes their own password from the account pages', async ({ page }) => {
  const admin = DEMO.systemAdmin;
  const newPassword = 'A-system-password-2027';
  await page.goto('/login');
  await logIn(page, admin);
  await page.goto('/account/change-password');
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('New password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your current password is not correct')).toBeVisible();
  await expectAccessible(page);

  await changePassword(page, admin.password, newPassword);
  await page.goto('/logout');
  await page.goto('/login');
  await logIn(page, { email: admin.email, password: newPassword });
  // Back to the demo password, which the other journeys log in with.
  await changePassword(page, newPassword, admin.password);
});
