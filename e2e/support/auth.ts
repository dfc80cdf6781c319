import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { DEMO } from './demo';
import { latestMailTo, passwordLinkIn } from './mail';

/** Logs in through the login page, as a person would. */
export async function logIn(page: Page, credentials: { email: string; password: string }): Promise<void> {
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: /log in/i }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** The system administrator (logged in on `page`) approves a studio opened by setup, from the Studios list. */
export async function approveStudio(page: Page, studio: { name: string; slug: string }): Promise<void> {
  await page.getByRole('navigation', { name: 'Section navigation' }).getByRole('link', { name: 'Studios' }).click();
  await page.getByLabel('Search studios').fill(studio.slug);
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: `Approve ${studio.name}` }).click();
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByRole('button', { name: `Approve ${studio.name}` })).toHaveCount(0);
}

/**
 * The demo studio administrator, in a browser context of their own (axe needs a context it made), on the
 * organization editor's page of the Tigers Team Day job. Close the context when done.
 */
export async function studioStaffOnTigersJob(browser: Browser, origin: string): Promise<{ context: BrowserContext; studio: Page }> {
  const context = await browser.newContext({ baseURL: origin });
  const studio = await context.newPage();
  await studio.goto('/login');
  await logIn(studio, DEMO.studioAdmin);
  await studio.getByRole('link', { name: 'Organizations' }).first().click();
  await studio.getByRole('link', { name: 'Riverside Tigers' }).click();
  await studio.getByRole('link', { name: 'Jobs', exact: true }).last().click();
  await studio.getByRole('link', { name: DEMO.jobs.tigers }).click();
  return { context, studio };
}

/** The four studio permissions of spec §6, as the user forms label them. */
export const STUDIO_PERMISSIONS = ['Edit organizations, jobs, subjects and photos', 'Edit the studio, its packages and coupon codes', 'Manage the studio’s users', 'See payments and reports'];

/** On a new user's form: least privilege, nothing is ticked until the one permission given here. */
export async function tickOnlyPermission(page: Page, permission: string): Promise<void> {
  for (const name of STUDIO_PERMISSIONS) await expect(page.getByRole('checkbox', { name })).not.toBeChecked();
  await page.getByRole('checkbox', { name: permission }).check();
}

/**
 * A system administrator of the calling journey's own, invited by the demo administrator and given a password
 * through the invitation link: what that journey does to its session or password touches no account another
 * journey logs in with. `label` keeps the address readable in the Users list.
 */
export async function ownSystemAdmin(request: APIRequestContext, label: string): Promise<{ email: string; password: string }> {
  const account = { email: `${label}-${Date.now()}@shutterday.test`, password: 'An-own-password-2026' };
  const login = await request.post('/api/auth/login', { data: { username: DEMO.systemAdmin.email, password: DEMO.systemAdmin.password } });
  const { data } = (await login.json()) as { data: { token: string } };
  const created = await request.post('/api/admin/users', { headers: { authorization: `Bearer ${data.token}` }, data: { name: `Robin ${label}`, email: account.email, role: 'systemAdmin' } });
  expect(created.status()).toBe(201);
  const token = new URL(passwordLinkIn(await latestMailTo(account.email, / invited you to /)), 'http://link').searchParams.get('token')!;
  expect((await request.post('/api/auth/reset-password', { data: { token, password: account.password } })).ok()).toBe(true);
  return account;
}
