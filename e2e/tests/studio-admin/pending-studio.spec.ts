import { expect, test } from '@playwright/test';
import { logIn } from '../../support/auth';
import { expectAccessible } from '../../support/axe';

// A studio of its own: another journey (system-admin/features) opens one too, and a web address is taken once.
const STUDIO = { name: 'Cedar Hill Photo', slug: 'cedar-hill-photo' };
const OWNER = { name: 'Sam Cedar', email: 'owner@cedar-hill.test', password: 'Cedar-hill-2027!' };

test('a studio waiting for approval: its owner logs in to one page that says so and how to leave', async ({ page }) => {
  await page.goto('/setup');
  const fields: Array<[string, string]> = [['Studio name', STUDIO.name], ['Web address', STUDIO.slug], ['Your name', OWNER.name], ['Email', OWNER.email], ['Password', OWNER.password]];
  for (const [label, value] of fields) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: 'Create studio' }).click();
  await expect(page.getByText('Your studio awaits approval')).toBeVisible();

  await page.getByRole('link', { name: 'Back to log in' }).click();
  await logIn(page, OWNER);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Your studio is waiting for approval' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);
});
