import { expect, test, type Page } from '@playwright/test';
import { logIn, ownSystemAdmin } from '../../support/auth';
import { expectAccessible } from '../customer/ordering-support';

const NEW_PASSWORD = 'A-system-password-2027';

async function changePassword(page: Page, from: string, to: string): Promise<void> {
  await page.goto('/account/change-password');
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
  await page.getByLabel('Current password').fill(from);
  await page.getByLabel('New password').fill(to);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed. Your other sessions are signed out.')).toBeVisible();
}

test('a system administrator changes their own password from the account pages', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const admin = await ownSystemAdmin(page.request, 'account');
  await page.goto('/login');
  await logIn(page, admin);
  await page.goto('/account/change-password');
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your current password is not correct')).toBeVisible();
  await expectAccessible(page);

  await changePassword(page, admin.password, NEW_PASSWORD);
  // Another browser: the old password is refused there, the new one logs in.
  const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const elsewhere = await other.newPage();
  await elsewhere.goto('/login');
  await elsewhere.getByLabel('Email').fill(admin.email);
  await elsewhere.getByLabel('Password').fill(admin.password);
  await elsewhere.getByRole('button', { name: /log in/i }).click();
  await expect(elsewhere.getByText('Invalid email or password')).toBeVisible();
  await logIn(elsewhere, { email: admin.email, password: NEW_PASSWORD });
  await other.close();
});
