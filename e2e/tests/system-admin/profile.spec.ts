import { expect, test } from '@playwright/test';
import { logIn } from '../../support/auth';
import { DEMO } from '../../support/demo';
import { expectAccessible } from '../customer/ordering-support';

// Other journeys log in as the system administrator at the same time: this one saves the profile as it is.
test('the system administrator reads and saves their own profile, confirmed with their password', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, DEMO.systemAdmin);
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Profile', level: 2 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(DEMO.systemAdmin.email);
  await expect(page.getByRole('textbox', { name: 'Name' })).not.toHaveValue('');
  await expectAccessible(page);
  const profile = page.getByRole('form', { name: 'Your profile' });
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(profile.getByText('This field is required')).toBeVisible();
  await profile.getByLabel('Current password').fill(DEMO.systemAdmin.password);
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile saved').first()).toBeVisible();
  await expect(profile.getByLabel('Current password')).toHaveValue('');
});
