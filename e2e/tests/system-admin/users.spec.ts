import { expect, test } from '@playwright/test';
import { logIn, tickOnlyPermission } from '../../support/auth';
import { DEMO } from '../../support/demo';
import { expectAccessible } from '../customer/ordering-support';

const USER = { name: 'Casey Booker', email: 'casey.booker@demo-photo.test' };

test('the system administrator adds a bookkeeper to a studio, sends a new password link, then switches the account off', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, DEMO.systemAdmin);
  await page.getByRole('navigation', { name: 'Section navigation' }).getByRole('link', { name: 'Users' }).click();
  await expect(page.getByRole('heading', { name: 'Users', level: 2 })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(DEMO.studioAdmin.email) })).toContainText(DEMO.studio.name);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'New user' }).click();
  await expect(page.getByRole('heading', { name: 'New user', level: 2 })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(USER.name);
  await page.getByLabel('E-mail', { exact: true }).fill(USER.email);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Choose the studio this user works for')).toBeVisible();
  await page.getByLabel('Studio', { exact: true }).fill('Demo');
  await page.locator('.ant-select-item-option', { hasText: DEMO.studio.name }).click();
  await tickOnlyPermission(page, 'See payments and reports');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User saved').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Users', level: 2 })).toBeVisible();

  await page.getByLabel('Search name, e-mail or studio').fill('casey');
  await page.keyboard.press('Enter');
  await page.getByRole('link', { name: USER.name }).click();
  await expect(page.getByRole('heading', { name: USER.name, level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Send a new password link' }).click();
  await expect(page.getByText(`We e-mailed ${USER.email} a link to choose a password`)).toBeVisible();

  await page.getByRole('switch', { name: 'Switched off' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User saved').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send a new password link' })).toBeDisabled();
  await page.getByRole('link', { name: '← Users' }).click();
  await expect(page.getByRole('row', { name: new RegExp(USER.name) })).toContainText('Switched off');
});
