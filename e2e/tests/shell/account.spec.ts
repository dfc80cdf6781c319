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

test('a system administrator, who has no studio, turns dark mode on in their account and keeps a new name after a reload', async ({ page }) => {
  test.setTimeout(120_000);
  const admin = await ownSystemAdmin(page.request, 'theme');
  const header = () => page.locator('header.ant-layout-header');
  const headerBackground = () => header().evaluate((element) => getComputedStyle(element).backgroundColor);
  await page.goto('/login');
  await logIn(page, admin);

  await page.goto('/account/preferences');
  await expect(page.getByRole('heading', { name: 'Preferences', level: 2 })).toBeVisible();
  expect(await headerBackground()).toBe('rgb(255, 255, 255)');
  await page.getByRole('checkbox', { name: 'Use the dark theme' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Preferences saved')).toBeVisible();
  await expect.poll(headerBackground).toBe('rgb(20, 20, 20)');
  await expectAccessible(page);
  // The system administration pages are dark too, after a reload as well.
  await page.goto('/admin/studios');
  await expect(page.getByRole('heading', { name: 'Studios', level: 2 })).toBeVisible();
  await expect.poll(headerBackground).toBe('rgb(20, 20, 20)');

  // A new name: in the header at once, and after a reload.
  await page.goto('/account/profile');
  const profile = page.getByRole('form', { name: 'Your profile' });
  await profile.getByLabel('Name').fill('Robin Renamed');
  await profile.getByLabel('Current password').fill(admin.password);
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile saved').first()).toBeVisible();
  await page.goto('/admin/studios');
  await expect(header()).toContainText('Robin Renamed');
  await page.reload();
  await expect(header()).toContainText('Robin Renamed');
  await expectAccessible(page);
});
