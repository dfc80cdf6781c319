import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { approveStudio, logIn } from '../../support/auth';
import { DEMO } from '../../support/demo';
import { expectAccessible, fillCheckout, pay } from '../customer/ordering-support';
import { photo } from '../org-editor/roster-and-photos-support';
import { newJob, newPackage, newPackageSet, offerPackageSet, sectionMenu } from './catalog-support';

// Issue 20's acceptance journey: a studio of its own (opened by setup, approved by the system administrator)
// connects a Stripe account through the sandbox's authorization page, is verified, and is paid for a parent's
// card payment less the platform's commission. A studio of its own, so its payouts and its line of the
// commissions report hold this order only.
const STUDIO = { name: 'Aspen Ridge Photo', slug: 'aspen-ridge-photo' };
const OWNER = { email: 'owner@aspen-ridge.test', password: 'Aspen-ridge-2027!' };
const ORGANIZATION = 'Aspen Elementary';
const JOB = 'Aspen Elementary Spring Day';
const PACKAGE = 'Aspen 8x10';
const SET = 'Aspen Spring';
const CHILD = { firstName: 'Noah', lastName: 'Reed' };
const GUARD = 'Your studio needs to be verified by Stripe to access this feature';

test.use({ actionTimeout: 20_000 });

const cents = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);

/** The cells of a table row, as text. */
const cells = async (row: Locator) => row.locator('td').allTextContents();

/** The studio's picture day: organization, job (prepay), one package in a set, one child with a photo, published. */
async function pictureDay(page: Page, studioHome: string): Promise<void> {
  await sectionMenu(page).getByRole('link', { name: 'Organizations' }).click();
  await page.getByRole('button', { name: 'New organization' }).click();
  const dialog = page.getByRole('dialog', { name: 'New organization' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(ORGANIZATION);
  await dialog.getByLabel('Address line 1').fill('3 Aspen Way');
  await dialog.getByLabel('City').fill('Springfield');
  await dialog.getByRole('button', { name: 'Create organization' }).click();
  await expect(page).toHaveURL(/\/organizations\/\d+\/overview/);
  const { jobsUrl, jobUrl } = await newJob(page, JOB, '2027-04-20');

  await page.goto(`${jobUrl}/settings/general-settings`);
  await page.getByRole('tab', { name: 'Preorder', exact: true }).click();
  await page.getByLabel('Prepay', { exact: true }).check();
  await page.getByLabel('Last day of preorders (optional)').fill('2099-06-30');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Preorder settings saved')).toBeVisible();

  await page.goto(studioHome);
  await newPackage(page, PACKAGE, '25', '8x10');
  await newPackageSet(page, SET, [PACKAGE]);
  await page.goto(jobUrl);
  await offerPackageSet(page, SET);

  await page.goto(`${jobUrl}/subjects/new`);
  await page.getByLabel('First name').fill(CHILD.firstName);
  await page.getByLabel('Last name').fill(CHILD.lastName);
  await page.getByLabel('Access code').fill('NOAH2027');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: `${CHILD.firstName} ${CHILD.lastName}` })).toBeVisible();
  await page.goto(`${jobUrl}/data-import/photos`);
  await page.locator('input[type="file"]').setInputFiles({ name: 'NOAH2027.jpg', mimeType: 'image/jpeg', buffer: await photo(20) });
  await expect(page.getByRole('listitem', { name: 'NOAH2027.jpg' })).toContainText('Uploaded');
  // Matched to the child by the access code in its name: the package's print needs it.
  await expect(page.getByRole('row', { name: /NOAH2027\.jpg/ })).toContainText(`${CHILD.firstName} ${CHILD.lastName}`);

  await page.goto(jobsUrl);
  await page.getByRole('button', { name: `Publish ${JOB}` }).click();
  await expect(page.getByText('Job published')).toBeVisible();
}

test('a new studio connects Stripe, is verified, and is paid a parent’s card payment less the commission', async ({ page, browser, baseURL }) => {
  test.setTimeout(420_000);
  const opened = await page.request.post('/api/auth/setup', {
    data: { studioName: STUDIO.name, studioSlug: STUDIO.slug, name: 'Sam Aspen', email: OWNER.email, password: OWNER.password },
  });
  expect(opened.ok()).toBe(true);

  // The system administrator approves the studio.
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await admin.goto('/login');
  await logIn(admin, DEMO.systemAdmin);
  await approveStudio(admin, STUDIO);

  // The owner connects a Stripe account through the sandbox's authorization page.
  await page.goto('/login');
  await logIn(page, OWNER);
  const studioHome = page.url();
  await sectionMenu(page).getByRole('link', { name: 'Payouts' }).click();
  await expect(page.getByRole('heading', { name: 'Payouts', level: 2 })).toBeVisible();
  await expect(page.getByText(GUARD)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Connect with Stripe' }).click();
  await expect(page.getByRole('heading', { name: `Connect your account to` })).toBeVisible();
  await page.getByRole('link', { name: 'Authorize access to this account' }).click();
  await expect(page.getByText('Your Stripe account is connected')).toBeVisible();
  await expect(page).not.toHaveURL(/code=/);
  await expect(page.getByText('Not verified yet')).toBeVisible();
  const accountId = (await page.getByRole('row', { name: /Stripe account/ }).locator('td').textContent())!.trim();
  expect(accountId).toMatch(/^acct_sandbox_/);
  await expectAccessible(page);
  const payoutsUrl = page.url();

  // Its picture day, published before verification (publishing is not guarded).
  await pictureDay(page, studioHome);

  // A parent orders; the studio is connected but not verified, so the payment is refused with the guard's message.
  const parentContext = await browser.newContext({ baseURL });
  const parent = await parentContext.newPage();
  await parent.goto(`/${STUDIO.slug}`);
  await parent.getByRole('link', { name: JOB }).click();
  await parent.getByLabel('First name').fill(CHILD.firstName);
  await parent.getByLabel('Last name').fill(CHILD.lastName);
  await parent.getByRole('button', { name: 'Find photos' }).click();
  await parent.getByRole('button', { name: `Order for ${CHILD.firstName}` }).click();
  await parent.getByRole('button', { name: `Choose ${PACKAGE}` }).click();
  await parent.getByRole('button', { name: 'Add to cart' }).click();
  await expect(parent.getByRole('heading', { name: 'Your cart' })).toBeVisible();
  await parent.getByRole('link', { name: 'Continue' }).click();
  await fillCheckout(parent);
  await pay(parent, '4242 4242 4242 4242');
  await expect(parent.getByText(GUARD)).toBeVisible();
  await expect(parent.getByRole('heading', { name: /^Order #\d+$/ })).toHaveCount(0);

  // The owner asks for verification: the account id, confirmed with the password.
  await page.goto(payoutsUrl);
  const verification = page.getByRole('region', { name: 'Verification' });
  await verification.getByLabel('Account number').fill(accountId);
  await verification.getByLabel('Your password').fill(OWNER.password);
  await verification.getByRole('button', { name: 'Request verification' }).click();
  await expect(page.getByText('Verified by Stripe')).toBeVisible();
  await expect(page.getByText(GUARD)).toHaveCount(0);

  // Now the parent's card payment goes through.
  await pay(parent, '4242 4242 4242 4242');
  const heading = parent.getByRole('heading', { name: /^Order #\d+$/ });
  await expect(heading).toBeVisible({ timeout: 30_000 });
  const orderNumber = (await heading.textContent())!.replace('Order #', '');
  await parentContext.close();

  // The platform's commission rate in force (Configuration, in percent).
  await admin.goto('/admin/configuration');
  const ratePercent = Number(await admin.getByLabel('Platform commission (%)').inputValue());
  expect(ratePercent).toBeGreaterThan(0);

  // The studio's Payouts page: gross, tax and shipping, commission and net of the order.
  await page.reload();
  const orders = page.getByRole('region', { name: 'Orders' });
  const row = orders.getByRole('row', { name: new RegExp(`^${orderNumber}\\b`) });
  await expect(row).toBeVisible();
  const [, , gross, taxAndShipping, , commission, net] = (await cells(row)).map((text) => text.trim());
  const productRevenue = cents(gross!) - cents(taxAndShipping!);
  expect(productRevenue).toBe(2500);
  // Commission = the rate of the product revenue, in whole cents rounded half up; tax and shipping are not commissioned.
  expect(cents(commission!)).toBe(Math.floor((productRevenue * ratePercent * 100 + 5000) / 10000));
  expect(cents(net!)).toBe(cents(gross!) - cents(commission!));
  await expect(page.getByRole('region', { name: 'Upcoming payouts' })).toContainText(net!);
  await expectAccessible(page);

  // The system administrator's commissions report: the studio's net sales and that same fee.
  await admin.goto('/admin/reports');
  await expect(admin.getByRole('button', { name: 'Download commissions' })).toBeEnabled();
  const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('button', { name: 'Download commissions' }).click()]);
  const lines = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '').trim().split('\n');
  const header = lines[0]!.split(',');
  const line = lines.find((text) => text.includes(STUDIO.name))!.split(',');
  const column = (name: string) => line[header.indexOf(name)];
  expect(cents(column('Net sales')!)).toBe(productRevenue);
  // The fee the charge really kept, whatever the rate reads now (another journey may be changing it).
  expect(cents(column('Fees kept')!)).toBe(cents(commission!));
  await adminContext.close();
});
