import { expect, test, type Page } from '@playwright/test';
import { logIn } from '../../support/auth';
import { DEMO } from '../../support/demo';

const SESSION_ENDED = 'Your session ended; log in again to carry on';
const PUT_BACK = 'Your unsaved changes were put back';

async function newCouponTyped(page: Page, code: string, percent: string): Promise<string> {
  await page.goto('/login');
  await logIn(page, DEMO.studioAdmin);
  await page.getByRole('link', { name: 'Coupon codes' }).first().click();
  await page.getByRole('button', { name: 'New coupon code' }).click();
  await expect(page.getByRole('heading', { name: 'New coupon code' })).toBeVisible();
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByLabel('Percent').fill(percent);
  return page.url();
}

// The way back: log in again, land on the form as it was typed, save it.
async function logInAndSave(page: Page, formUrl: string, code: string, percent: string): Promise<void> {
  await logIn(page, DEMO.studioAdmin);
  await expect(page).toHaveURL(formUrl);
  await expect(page.getByText(PUT_BACK)).toBeVisible();
  await expect(page.getByLabel('Code', { exact: true })).toHaveValue(code);
  await expect(page.getByLabel('Percent')).toHaveValue(percent);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('link', { name: code })).toBeVisible();
}

test('a coupon code typed when the session expires is back after logging in again, and saves', async ({ page }) => {
  const formUrl = await newCouponTyped(page, 'BACK15', '15');

  // The session ends for real: the server revokes the refresh token (as a logout elsewhere does) and no
  // longer accepts the access token this tab holds (its signature spoilt), so the save answers 401, the
  // one refresh is refused and the session is over.
  const refreshToken = await page.evaluate(() => localStorage.getItem('refreshToken'));
  expect((await page.request.post('/api/auth/logout', { data: { refreshToken } })).ok()).toBe(true);
  await page.evaluate(() => {
    const token = localStorage.getItem('authToken') ?? '';
    localStorage.setItem('authToken', `${token.slice(0, -6)}AAAAAA`);
  });
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/login\?ret=/);
  await expect(page.getByText(SESSION_ENDED)).toBeVisible();
  await logInAndSave(page, formUrl, 'BACK15', '15');
});

test('"Log out" in another tab ends this one: the login page says why and the typed coupon code comes back', async ({ page }) => {
  const formUrl = await newCouponTyped(page, 'TAB20', '20');

  const other = await page.context().newPage();
  await other.goto('/admin');
  await other.getByRole('link', { name: 'Log out' }).click();
  await expect(other.getByRole('form', { name: 'Login' })).toBeVisible();
  await expect(other.getByText(SESSION_ENDED)).toHaveCount(0);
  await other.close();

  await expect(page.getByText(SESSION_ENDED)).toBeVisible();
  await logInAndSave(page, formUrl, 'TAB20', '20');
});

test('a plain visit of the login page says nothing of an ended session', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();
  await expect(page.getByText(SESSION_ENDED)).toHaveCount(0);
});
