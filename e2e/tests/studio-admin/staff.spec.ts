import { expect, test, type Page } from '@playwright/test';
import { logIn, tickOnlyPermission } from '../../support/auth';
import { expectAccessible } from '../../support/axe';
import { DEMO } from '../../support/demo';
import { latestMailTo, passwordLinkIn } from '../../support/mail';
import { sectionMenu } from './catalog-support';

const COLLEAGUE = { name: 'Robin Ledger', email: 'robin.ledger@demo-photo.test', password: 'Robin-ledger-2026!' };
const SESSION_ENDED = 'Your session ended; log in again to carry on';

/** The claims of the access token the tab holds (what the server answers from). */
async function tokenOf(page: Page): Promise<{ token: string; claims: { permission: string | string[]; studio_id: number } }> {
  const token = (await page.evaluate(() => localStorage.getItem('authToken')))!;
  return { token, claims: JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { permission: string | string[]; studio_id: number } };
}

test('a studio administrator invites a bookkeeper who sees only reports, then switches them off and they are out at once', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  await page.goto('/login');
  await logIn(page, DEMO.studioAdmin);
  await sectionMenu(page).getByRole('link', { name: 'Users', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Users', level: 2 })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(DEMO.studioAdmin.email) })).toContainText('Active');
  await expectAccessible(page);

  // Invite: least privilege, nothing ticked until the administrator ticks it.
  await page.getByRole('button', { name: 'Invite a colleague' }).click();
  await expect(page.getByRole('heading', { name: 'Invite a colleague', level: 2 })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(COLLEAGUE.name);
  await page.getByLabel('E-mail', { exact: true }).fill(COLLEAGUE.email);
  await tickOnlyPermission(page, 'See payments and reports');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Invitation sent: they choose their password from the e-mail').first()).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(COLLEAGUE.name) });
  await expect(row).toContainText('See payments and reports');
  await expect(row).toContainText('Active');

  // The colleague, in a browser of their own, opens the e-mailed single-use link and chooses a password.
  const link = passwordLinkIn(await latestMailTo(COLLEAGUE.email, / invited you to Demo Photo Co on /));
  const colleagueContext = await browser.newContext({ baseURL });
  const colleague = await colleagueContext.newPage();
  await colleague.goto(link);
  await colleague.getByLabel('New password', { exact: true }).fill(COLLEAGUE.password);
  await colleague.getByLabel('Confirm new password').fill(COLLEAGUE.password);
  await colleague.getByRole('button', { name: 'Set new password' }).click();
  await expect(colleague.getByText('Your password is set. You can log in with it now.')).toBeVisible();
  await expect(colleague).toHaveURL(/\/login$/);
  await logIn(colleague, COLLEAGUE);

  // The menu shows what the one permission opens: the reports, never the users page.
  const reports = sectionMenu(colleague).getByRole('link', { name: 'Reports', exact: true });
  await expect(reports).toBeVisible();
  await expect(sectionMenu(colleague).getByRole('link', { name: 'Users', exact: true })).toHaveCount(0);
  await reports.click();
  await expect(colleague.getByRole('heading', { name: 'Reports', level: 2 })).toBeVisible();

  // The API agrees: the token holds that one permission, reports answer, the users and a studio edit are refused.
  const { token, claims } = await tokenOf(colleague);
  expect(claims.permission).toBe('studio.financials.read');
  const auth = { authorization: `Bearer ${token}` };
  const studio = `/api/studioadmin/studios/${claims.studio_id}`;
  expect((await colleague.request.get(`${studio}/reports/payments/summary`, { headers: auth })).status()).toBe(200);
  expect((await colleague.request.get(`${studio}/users`, { headers: auth })).status()).toBe(403);
  expect((await colleague.request.post(`${studio}/users`, { headers: auth, data: { name: 'Sneaky', email: 'sneaky@demo-photo.test', permissions: ['studio.users.crud'] } })).status()).toBe(403);

  // The administrator switches the colleague off.
  await page.getByRole('link', { name: COLLEAGUE.name }).click();
  await expect(page.getByRole('heading', { name: COLLEAGUE.name, level: 2 })).toBeVisible();
  await page.getByRole('switch', { name: 'Switched off' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User saved').first()).toBeVisible();
  await page.getByRole('link', { name: '← Users' }).click();
  await expect(page.getByRole('row', { name: new RegExp(COLLEAGUE.name) })).toContainText('Switched off');

  // Out at once: the very token the colleague still holds is refused, the next page they open ends the
  // session, and the password no longer logs in.
  expect((await colleague.request.get(`${studio}/reports/payments/summary`, { headers: auth })).status()).toBe(401);
  await sectionMenu(colleague).getByRole('link', { name: 'Organizations', exact: true }).click();
  await expect(colleague).toHaveURL(/\/login/);
  await expect(colleague.getByText(SESSION_ENDED)).toBeVisible();
  await colleague.getByLabel('Email').fill(COLLEAGUE.email);
  await colleague.getByLabel('Password').fill(COLLEAGUE.password);
  await colleague.getByRole('button', { name: /log in/i }).click();
  await expect(colleague.getByText('Invalid email or password')).toBeVisible();
  await colleagueContext.close();
});
