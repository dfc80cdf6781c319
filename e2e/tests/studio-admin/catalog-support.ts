import { expect, type Page } from '@playwright/test';
import { expectAccessible } from '../customer/ordering-support';

/** The studio admin's section menu (packages, package sets, organizations, coupon codes…). */
export const sectionMenu = (page: Page) => page.getByRole('navigation', { name: 'Section navigation' });

/** Picks an option of a searchable antd select by typing it. */
export async function pick(page: Page, label: string, option: string): Promise<void> {
  await page.getByLabel(label).click();
  await page.getByLabel(label).fill(option);
  // antd keeps a hidden copy of the options for screen readers; the visible one is picked with the keyboard.
  await expect(page.locator('.ant-select-item-option', { hasText: option }).first()).toBeVisible();
  await page.keyboard.press('Enter');
  // The list closes with an animation; axe would otherwise meet a half-closed, unnamed list.
  await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toHaveCount(0);
}

/** Creates a package of one product; `addon` makes it an add-on with a minimum cart total. */
export async function newPackage(page: Page, name: string, cost: string, product: string, addon?: { min: string }): Promise<void> {
  await sectionMenu(page).getByRole('link', { name: 'Packages' }).click();
  await page.getByRole('button', { name: 'New package' }).click();
  await expect(page.getByRole('heading', { name: 'New package' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Retail cost (USD)').fill(cost);
  if (addon) {
    await page.getByLabel('Package type').click();
    await page.locator('.ant-select-item-option', { hasText: 'Add-on with a minimum cart total' }).click();
    await page.getByLabel('Minimum cart total (USD)').fill(addon.min);
  }
  await pick(page, 'Product', product);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Packages' })).toBeVisible();
  await expect(page.getByRole('link', { name })).toBeVisible();
}

/** Creates a package set holding the named packages, in that order. */
export async function newPackageSet(page: Page, name: string, packages: string[]): Promise<void> {
  await sectionMenu(page).getByRole('link', { name: 'Package sets' }).click();
  await page.getByRole('form', { name: 'New package set' }).getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Create' }).click();
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  for (const member of packages) await pick(page, 'Add a package', member);
  await page.getByRole('button', { name: 'Save packages' }).click();
  await expect(page.getByText('Package set saved')).toBeVisible();
  await expectAccessible(page);
}

/** On a job's editor page: offers the package set in the job. */
export async function offerPackageSet(page: Page, name: string): Promise<void> {
  await page.getByRole('link', { name: 'Package sets' }).first().click();
  await page.getByRole('switch', { name: `Offer ${name} in this job` }).click();
  await expect(page.getByText('Package set offered in this job')).toBeVisible();
  await expect(page.getByRole('switch', { name: `Offer ${name} in this job` })).toBeChecked();
  await expectAccessible(page);
}

/** Creates a studio-wide percent coupon code from the page of the studio's `coupon-codes`. */
export async function newPercentCoupon(page: Page, code: string, percent: string): Promise<void> {
  await page.getByRole('button', { name: 'New coupon code' }).click();
  await expect(page.getByRole('heading', { name: 'New coupon code' })).toBeVisible();
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByLabel('Percent').fill(percent);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('link', { name: code })).toBeVisible();
  await expectAccessible(page);
}

/**
 * From an organization's page: creates a job of that picture day and opens it. Answers the jobs list's address
 * and the job's (its path, without a tab).
 */
export async function newJob(page: Page, name: string, pictureDay: string): Promise<{ jobsUrl: string; jobUrl: string }> {
  await page.getByRole('link', { name: 'Jobs', exact: true }).last().click();
  await expect(page.getByRole('heading', { name: 'Jobs' })).toBeVisible();
  const jobsUrl = page.url();
  await page.getByRole('button', { name: 'New job' }).click();
  const dialog = page.getByRole('dialog', { name: 'New job' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Picture day', exact: true }).fill(pictureDay);
  await dialog.getByRole('button', { name: 'Create job' }).click();
  await expect(page.getByText('Job created')).toBeVisible();
  await page.getByRole('link', { name }).first().click();
  return { jobsUrl, jobUrl: new URL(page.url()).pathname.replace(/(\/jobs\/\d+).*$/, '$1') };
}

/** The Photos tab's upload box (each photo row has a file input of its own, to replace that photo). */
export const photoUploadBox = (page: Page) => page.getByRole('button', { name: /Drop photos here/ }).locator('input[type="file"]');

/** On a job (its editor's path): one child of the roster, with an access code. */
export async function newChild(page: Page, jobUrl: string, child: { firstName: string; lastName: string; accessCode: string }): Promise<void> {
  await page.goto(`${jobUrl}/subjects/new`);
  await page.getByLabel('First name').fill(child.firstName);
  await page.getByLabel('Last name').fill(child.lastName);
  await page.getByLabel('Access code').fill(child.accessCode);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: `${child.firstName} ${child.lastName}` })).toBeVisible();
}

/** From the studio's pages: a new organization at this address; ends on its overview. */
export async function newOrganization(page: Page, name: string, address: { line1: string; city: string; state?: string; postalCode?: string }): Promise<void> {
  await sectionMenu(page).getByRole('link', { name: 'Organizations' }).click();
  await page.getByRole('button', { name: 'New organization' }).click();
  const dialog = page.getByRole('dialog', { name: 'New organization' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await dialog.getByLabel('Address line 1').fill(address.line1);
  await dialog.getByLabel('City').fill(address.city);
  if (address.state) await dialog.getByLabel('State', { exact: true }).fill(address.state);
  if (address.postalCode) await dialog.getByLabel('ZIP code').fill(address.postalCode);
  await dialog.getByRole('button', { name: 'Create organization' }).click();
  await expect(page).toHaveURL(/\/organizations\/\d+\/overview/);
}

/**
 * On a job (its editor's path): one child of the roster with an access code, and a photo whose file name
 * carries that code, which the upload matches to the child.
 */
export async function childWithPhoto(page: Page, jobUrl: string, child: { firstName: string; lastName: string; accessCode: string }, photo: Buffer): Promise<void> {
  await newChild(page, jobUrl, child);
  await expectAccessible(page);
  await page.goto(`${jobUrl}/data-import/photos`);
  await photoUploadBox(page).setInputFiles({ name: `${child.accessCode}.jpg`, mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByRole('listitem', { name: `${child.accessCode}.jpg` })).toContainText('Uploaded');
  await expect(page.getByRole('row', { name: new RegExp(`${child.accessCode}\\.jpg`) })).toContainText(`${child.firstName} ${child.lastName}`);
  await expectAccessible(page);
}

/** On a job's General settings: opens prepay (to 2099-06-30) on the Preorder tab, or the gallery on the Gallery tab, and saves it. */
export async function saveSettings(page: Page, tab: string, message: string): Promise<void> {
  await page.getByRole('tab', { name: tab, exact: true }).click();
  await expect(page.getByRole('form', { name: `${tab} settings` })).toBeVisible();
  if (tab === 'Preorder') {
    await page.getByLabel('Prepay', { exact: true }).check();
    await page.getByLabel('Last day of preorders (optional)').fill('2099-06-30');
  } else {
    await page.getByRole('checkbox', { name: 'Gallery Parents can order' }).check();
  }
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(message)).toBeVisible();
}
