import { expect, test } from '@playwright/test';
import { logIn } from '../../support/auth';
import { DEMO } from '../../support/demo';

test.describe('login', () => {
  test('the studio admin lands on the studio admin home from its remote', async ({ page }) => {
    await page.goto('/login');
    await logIn(page, DEMO.studioAdmin);
    await expect(page).toHaveURL(/\/admin\/studios\/\d+$/);
    await expect(page.getByText(DEMO.studio.name).first()).toBeVisible();
    await expect(page.getByText('This month')).toBeVisible();
    await expect(page.getByText('This week')).toBeVisible();
  });

  test('a wrong password is refused without saying whether the e-mail exists', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO.studioAdmin.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: /log in/i }).click();
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('a logged-out visit of an admin URL goes through login and back to it', async ({ page }) => {
    await page.goto('/login');
    await logIn(page, DEMO.studioAdmin);
    const studioHome = new URL(page.url()).pathname;
    await page.goto('/logout');
    await expect(page).toHaveURL(/\/login$/);
    const target = `${studioHome}/organizations`;
    await page.goto(target);
    await expect(page).toHaveURL(new RegExp(`/login\\?ret=${encodeURIComponent(target)}`));
    await logIn(page, DEMO.studioAdmin);
    await expect(page).toHaveURL(new RegExp(`${target}$`));
  });

  test('logging out clears both stored tokens', async ({ page }) => {
    await page.goto('/login');
    await logIn(page, DEMO.studioAdmin);
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeTruthy();
    await page.goto('/logout');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => [localStorage.getItem('authToken'), localStorage.getItem('refreshToken')])).toEqual([null, null]);
  });
});
