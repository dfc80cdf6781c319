import { expect, test } from '@playwright/test';
import { logIn } from '../../support/auth';
import { DEMO } from '../../support/demo';
import { expectAccessible, expectBreakdownAddsUp, fillCheckoutDetails, findChild } from '../customer/ordering-support';
import { newPackage, newPackageSet, newPercentCoupon, offerPackageSet, sectionMenu } from './catalog-support';

// Issue 9's catalog part, on the demo job "Lincoln Fall Picture Day" (creating a job of its own is the
// events pages' part): two new packages, a set holding them, the set offered in the job, a coupon code;
// then a parent is offered the standard one and checks out with it, the coupon taking 10 % off.
const STANDARD = 'Maple 8x10 Portrait';
const DIGITAL = 'Maple Digital Bonus';
const SET = 'Maple Picture Day';
const COUPON = 'MAPLE10';

test('the studio administrator builds a catalog for a job and a parent checks out with its package and coupon code', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/login');
  await logIn(page, DEMO.studioAdmin);

  await newPackage(page, STANDARD, '25', '8x10');
  await expectAccessible(page);
  await newPackage(page, DIGITAL, '15', 'Single Digital Download', { min: '20' });

  await newPackageSet(page, SET, [STANDARD, DIGITAL]);

  await sectionMenu(page).getByRole('link', { name: 'Organizations' }).click();
  await page.getByRole('link', { name: 'Lincoln Elementary' }).click();
  await page.getByRole('link', { name: DEMO.jobs.lincoln }).first().click();
  await offerPackageSet(page, SET);

  await page.goto(page.url().replace(/\/organizations\/.*$/, '/coupon-codes'));
  await newPercentCoupon(page, COUPON, '10');

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
