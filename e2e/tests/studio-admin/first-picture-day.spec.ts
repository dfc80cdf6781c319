import { expect, test, type Page } from '@playwright/test';
import { logIn } from '../../support/auth';
import { DEMO } from '../../support/demo';
import { expectAccessible, expectBreakdownAddsUp, fillCheckoutDetails } from '../customer/ordering-support';
import { childWithPhoto, newJob, newPackage, newPackageSet, newPercentCoupon, offerPackageSet, sectionMenu } from './catalog-support';

// Issue 9's acceptance journey: a studio sets up a picture day of its own, from the organization to the
// published job with a child and a photo, then a parent orders from it with SAVE10. Names differ from the
// catalog journey's, which runs on the same server.
const ORGANIZATION = 'Maple High';
const JOB = 'Maple High Fall Picture Day';
const STANDARD = 'Maple High 8x10';
const DIGITAL = 'Maple High Digital';
const SET = 'Maple High Fall';
const COUPON = 'SAVE10';
const CHILD = { firstName: 'Mia', lastName: 'Parker', accessCode: 'MIA2027' };

// A step that cannot happen fails within seconds instead of waiting out the whole journey's time.
test.use({ actionTimeout: 20_000 });

async function settingsTab(page: Page, tab: string): Promise<void> {
  await page.getByRole('tab', { name: tab, exact: true }).click();
  await expect(page.getByRole('form', { name: `${tab} settings` })).toBeVisible();
}

async function save(page: Page, message: string): Promise<void> {
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(message)).toBeVisible();
  await expectAccessible(page);
}

test('a studio sets up its first picture day and parents find it with exactly its packages', async ({ page, browser }) => {
  test.setTimeout(420_000);
  await page.goto('/login');
  await logIn(page, DEMO.studioAdmin);
  const studioHome = page.url();

  // The organization, with a contact.
  await sectionMenu(page).getByRole('link', { name: 'Organizations' }).click();
  await page.getByRole('button', { name: 'New organization' }).click();
  const dialog = page.getByRole('dialog', { name: 'New organization' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(ORGANIZATION);
  await dialog.getByLabel('Contact name').fill('Dana Principal');
  await dialog.getByLabel('Contact e-mail').fill('office@maplehigh.test');
  await dialog.getByLabel('Address line 1').fill('1 Maple Road');
  await dialog.getByLabel('City').fill('Springfield');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Create organization' }).click();
  await expect(page).toHaveURL(/\/organizations\/\d+\/overview/);
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  await expectAccessible(page);

  // The job.
  const { jobsUrl, jobUrl } = await newJob(page, JOB, '2027-09-14');
  const jobId = Number(/\/jobs\/(\d+)/.exec(page.url())![1]);

  // Its settings: general, preorder, gallery.
  await page.goto(page.url().replace(/(\/jobs\/\d+).*$/, '$1/settings/general-settings'));
  await expect(page.getByRole('form', { name: 'General settings' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Access code (optional)').fill('MAPLE27');
  await save(page, 'General settings saved');
  await settingsTab(page, 'Preorder');
  await page.getByLabel('Prepay', { exact: true }).check();
  await page.getByLabel('Last day of preorders (optional)').fill('2099-06-30');
  await save(page, 'Preorder settings saved');
  await settingsTab(page, 'Gallery');
  await page.getByRole('checkbox', { name: 'Gallery Parents can order' }).check();
  await save(page, 'Gallery settings saved');

  // Its catalog: two packages, a set holding them, offered in the job; a coupon code.
  await page.goto(studioHome);
  await newPackage(page, STANDARD, '25', '8x10');
  await newPackage(page, DIGITAL, '15', 'Single Digital Download', { min: '20' });
  await newPackageSet(page, SET, [STANDARD, DIGITAL]);
  await page.goto(jobsUrl);
  await page.getByRole('link', { name: JOB }).first().click();
  await offerPackageSet(page, SET);
  await page.goto(page.url().replace(/\/organizations\/.*$/, '/coupon-codes'));
  await newPercentCoupon(page, COUPON, '10');

  // Its roster and photos: one child, and a photo whose file name carries the child's access code.
  await childWithPhoto(page, jobUrl, CHILD, await page.screenshot({ type: 'jpeg' }));

  // Published.
  await page.goto(jobsUrl);
  await page.getByRole('button', { name: `Publish ${JOB}` }).click();
  await expect(page.getByText('Job published')).toBeVisible();
  await expectAccessible(page);

  // The parent's side: the job is on the studio page, it offers exactly those packages, and SAVE10 takes
  // 10 % off at its checkout.
  const parentContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const parent = await parentContext.newPage();
  const offered = await parent.request.get(`/api/customer/jobs/${jobId}/packages?orderMethod=Prepay`);
  expect(((await offered.json()) as { data: Array<{ name: string }> }).data.map((p) => p.name).sort()).toEqual([DIGITAL, STANDARD].sort());
  await parent.goto(`/${DEMO.studio.slug}`);
  await expectAccessible(parent);
  await parent.getByRole('link', { name: JOB }).click();
  await expect(parent.getByRole('heading', { name: /Find your photos/ })).toBeVisible();
  await parent.getByLabel('First name').fill(CHILD.firstName);
  await parent.getByLabel('Last name').fill(CHILD.lastName);
  await parent.getByRole('button', { name: 'Find photos' }).click();
  await parent.getByRole('button', { name: `Order for ${CHILD.firstName}` }).click();
  await expect(parent.getByRole('heading', { name: /Choose a package/ })).toBeVisible();
  await expect(parent.getByRole('button', { name: `Choose ${STANDARD}` })).toBeVisible();
  await expectAccessible(parent);
  await parent.getByRole('button', { name: `Choose ${STANDARD}` }).click();
  await parent.getByRole('button', { name: 'Add to cart' }).click();
  await expect(parent.getByRole('heading', { name: 'Your cart' })).toBeVisible();
  await expectAccessible(parent);
  // The job sells no photo services, so the cart goes straight on to the checkout.
  await parent.getByRole('link', { name: 'Continue' }).click();
  await expect(parent.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await fillCheckoutDetails(parent);
  await parent.getByLabel(/Standard shipping/).check();
  await parent.getByRole('textbox', { name: 'Promo code' }).fill(COUPON);
  await parent.getByRole('button', { name: 'Apply' }).click();
  await expect(parent.getByLabel('Order totals')).toContainText(`Discount (${COUPON})`);
  const totals = await expectBreakdownAddsUp(parent);
  expect(totals.lines.Subtotal).toBe(2500);
  expect(totals.lines.Discount).toBe(-250);
  await expectAccessible(parent);
  await parentContext.close();
});
