import { expect, type Page } from '@playwright/test';

/** Logs in through the login page, as a person would. */
export async function logIn(page: Page, credentials: { email: string; password: string }): Promise<void> {
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: /log in/i }).click();
  await expect(page).not.toHaveURL(/\/login/);
}
