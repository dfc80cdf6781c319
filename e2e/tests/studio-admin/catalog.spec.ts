import { expect, test, type Page } from '@playwright/test';
import { logIn } from '../../support/auth';
import { DEMO } from '../../support/demo';
import { expectAccessible, expectBreakdownAddsUp, fillCheckoutDetails, findChild } from '../customer/ordering-support';

// Issue 9's catalog part, on the demo job "Lincoln Fall Picture Day" (creating a job of its own is the
// events pages' part): two new packages, a set holding them, the set offered in the job, a coupon code;
// then a parent is offered the standard one, checks out with it and redeems the coupon code.
const STANDARD = 'Maple 8x10 Portrait';
const DIGITAL = 'Maple Digital Bonus';
const SET = 'Maple Picture Day';
const COUPON = 'MAPLE10';

async function pick(page: Page, label: string, option: string): Promise<void> {
  await page.getByLabel(label).click();
  await page.getByLabel(label).fill(option);
  // antd keeps a hidden copy of the options for screen readers; the visible one is picked with the keyboard.
  await expect(page.locator('.ant-select-item-option', { hasText: option }).first()).toBeVisible();
  await page.keyboard.press('Enter');
}

async function newPackage(page: Page, name: string, cost: string, product: string, addon?: { min: string }): Promise<void> {
  await page.getByRole('navigation', { name: 'Section navigation' }).getByRole('link', { name: 'Packages' }).click();
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

test('the studio administrator builds a catalog for a job and a parent checks out with its package and coupon code', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/login');
  await logIn(page, DEMO.studioAdmin);

  await newPackage(page, STANDARD, '25', '8x10');
  await expectAccessible(page);
  await newPackage(page, DIGITAL, '15', 'SingleDigDown', { min: '20' });

  const menu = page.getByRole('navigation', { name: 'Section navigation' });
  await menu.getByRole('link', { name: 'Package sets' }).click();
  await page.getByRole('form', { name: 'New package set' }).getByLabel('Name').fill(SET);
  await page.getByRole('button', { name: 'Create' }).click();
  await page.getByRole('link', { name: SET }).click();
  await expect(page.getByRole('heading', { name: SET })).toBeVisible();
  for (const name of [STANDARD, DIGITAL]) await pick(page, 'Add a package', name);
  await page.getByRole('button', { name: 'Save packages' }).click();
  await expect(page.getByText('Package set saved')).toBeVisible();
  await expectAccessible(page);

  await menu.getByRole('link', { name: 'Organizations' }).click();
  await page.getByRole('link', { name: 'Lincoln Elementary' }).click();
  await page.getByRole('link', { name: DEMO.jobs.lincoln }).first().click();
  await page.getByRole('link', { name: 'Package sets' }).first().click();
  await page.getByRole('switch', { name: `Offer ${SET} in this job` }).click();
  await expect(page.getByText('Package set offered in this job')).toBeVisible();
  await expect(page.getByRole('switch', { name: `Offer ${SET} in this job` })).toBeChecked();
  await expectAccessible(page);

  await page.goto(page.url().replace(/\/organizations\/.*$/, '/coupon-codes'));
  await page.getByRole('button', { name: 'New coupon code' }).click();
  await expect(page.getByRole('heading', { name: 'New coupon code' })).toBeVisible();
  await page.getByLabel('Code', { exact: true }).fill(COUPON);
  await page.getByLabel('Percent').fill('10');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('link', { name: COUPON })).toBeVisible();
  await expectAccessible(page);

  // The parent's side.
  await findChild(page);
  await expect(page.getByRole('button', { name: `Choose ${STANDARD}` })).toBeVisible();
  // The addon_price package is offered only once the cart holds a standard package and meets its minimum
  // (the domain's add-on rule, covered by the cart tests); before that the parent sees the standard one.
  await expect(page.getByRole('button', { name: `Choose ${DIGITAL}` })).toHaveCount(0);
  await page.getByRole('button', { name: `Choose ${STANDARD}` }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('heading', { name: 'Your cart' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue' }).click();
  await page.getByRole('link', { name: 'Continue to checkout' }).click();
  await fillCheckoutDetails(page);
  await page.getByLabel(/Standard shipping/).check();

  // The studio's new coupon code takes 10 % off the goods, on the checkout and again on the review.
  await page.getByRole('textbox', { name: 'Promo code' }).fill(COUPON);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByLabel('Order totals')).toContainText(`Discount (${COUPON})`);
  const checkout = await expectBreakdownAddsUp(page);
  expect(checkout.lines.Subtotal).toBe(2500);
  expect(checkout.lines.Discount).toBe(-250);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Review my order' }).click();
  await expect(page.getByRole('heading', { name: 'Review your order' })).toBeVisible();
  await expect(page.getByLabel('Order totals')).toContainText(`Discount (${COUPON})`);
  expect((await expectBreakdownAddsUp(page)).lines.Discount).toBe(-250);
});
