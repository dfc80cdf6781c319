import { expect, test, type Page } from '@playwright/test';
import { DEMO } from '../../support/demo';
import { addPackage, CHILD, drag, expectAccessible, fillCheckoutDetails, findChild } from './ordering-support';

type Crop = { cropX: number; cropY: number; xMid: number; yMid: number };


/** The 8x10's crop as the server saved it in the cart, read as the parent's browser reads its cart. */
async function savedCrop(page: Page): Promise<Crop> {
  const jobId = /\/(\d+)\/cart/.exec(page.url())![1];
  const cart = await page.evaluate(async (id) => {
    const response = await fetch(`/api/customer/jobs/${id}/cart/details`, { headers: { 'x-cart-key': localStorage.getItem('cartKey') ?? '' } });
    return (await response.json()) as { data: { cartPackages: Array<{ cartPackageItems: Array<{ productCode: string; imageNodes: Array<{ cropDimensions: Crop | null }> }> }> } };
  }, jobId);
  return cart.data.cartPackages[0]!.cartPackageItems.find((item) => item.productCode === '8x10')!.imageNodes[0]!.cropDimensions!;
}

// Issue 18: on a phone a reload (a pull-down, a tab the browser put to sleep) loses nothing a parent did,
// and the card form is one a thumb fills.
test.describe('a phone reload and a thumb @phone', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the search, a saved crop not yet in the cart and the checkout fields survive a reload', async ({ page }) => {
    await page.goto(`/${DEMO.studio.slug}`);
    await page.getByRole('link', { name: DEMO.jobs.lincoln }).click();
    await page.getByLabel('First name').fill(CHILD.firstName);
    await page.getByLabel('Last name').fill(CHILD.lastName);
    await page.getByRole('button', { name: 'Find photos' }).click();
    const order = page.getByRole('button', { name: `Order for ${CHILD.firstName}` });
    // The answer is brought into view, not left below the fold.
    await expect(order).toBeInViewport();
    await page.reload();
    await expect(page.getByLabel('Last name')).toHaveValue(CHILD.lastName);
    await order.click();

    await page.getByRole('button', { name: 'Choose Package A' }).click();
    await page.getByRole('button', { name: 'Crop the 8x10' }).click();
    const cropper = page.getByRole('dialog', { name: 'Crop the 8x10' });
    await expect(cropper.getByRole('button', { name: 'Save crop' })).toBeEnabled();
    await drag(page, cropper.locator('cropper-handle[action="move"]'), -900, -900);
    await cropper.getByRole('button', { name: 'Save crop' }).click();
    const item = page.getByRole('group', { name: '8x10', exact: true });
    await expect(item.getByRole('status')).toHaveText('Cropped');
    await item.getByLabel('Name printed on the 8x10').fill('Ava J');

    await page.reload();
    await expect(item.getByRole('status')).toHaveText('Cropped');
    await expect(item.getByLabel('Name printed on the 8x10')).toHaveValue('Ava J');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('heading', { name: 'Your cart' })).toBeVisible();
    // The crop kept through the reload is the one dragged to the photo's top left corner.
    const crop = await savedCrop(page);
    expect(crop.xMid - crop.cropX / 2).toBeLessThanOrEqual(1);
    expect(crop.yMid - crop.cropY / 2).toBeLessThanOrEqual(1);

    await page.getByRole('link', { name: 'Continue' }).click();
    await page.getByRole('link', { name: 'Continue to checkout' }).click();
    await fillCheckoutDetails(page);
    await page.getByRole('radio', { name: /Studio Shipping/ }).check();
    await page.reload();
    await expect(page.getByLabel('Email')).toHaveValue('pat.parent@shutterday.test');
    await expect(page.getByLabel('Street address')).toHaveValue('12 Elm Street');
    await expect(page.getByLabel('ZIP code')).toHaveValue('62701');
    await expect(page.getByRole('radio', { name: /Studio Shipping/ })).toBeChecked();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Review my order' }).click();
    await expect(page.getByRole('heading', { name: 'Review your order' })).toBeVisible();
    // Nothing of the card is ever kept in the tab.
    await page.getByLabel('Card number').pressSequentially('4242424242424242');
    const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }));
    expect(stored).not.toMatch(/4242/);
  });

  test('the card typed on a numeric keypad: grouped number, expiry 0429, one current error, and it pays', async ({ page }) => {
    await findChild(page);
    await addPackage(page, 'Package C');
    await page.getByRole('link', { name: 'Continue' }).click();
    await page.getByRole('link', { name: 'Continue to checkout' }).click();
    await fillCheckoutDetails(page);
    await page.getByRole('radio', { name: /Studio Shipping/ }).check();
    await page.getByRole('button', { name: 'Review my order' }).click();
    await expect(page.getByRole('heading', { name: 'Review your order' })).toBeVisible();

    const number = page.getByLabel('Card number');
    const expiry = page.getByLabel('Expiry (MM/YY)');
    const cvc = page.getByLabel('CVC');
    for (const [field, autocomplete] of [[number, 'cc-number'], [expiry, 'cc-exp'], [cvc, 'cc-csc']] as const) {
      await expect(field).toHaveAttribute('inputmode', 'numeric');
      await expect(field).toHaveAttribute('autocomplete', autocomplete);
    }
    // Digits only, as the digits-only keypad types them.
    await number.pressSequentially('4000000000000002');
    await expect(number).toHaveValue('4000 0000 0000 0002');
    await expiry.pressSequentially('0429');
    await expect(expiry).toHaveValue('04/29');
    await cvc.pressSequentially('123');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByRole('alert')).toHaveText(/declined/i);

    // The next attempt's error replaces the decline instead of piling up under it.
    await expiry.fill('');
    await expiry.pressSequentially('01');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByRole('alert')).toHaveText("Your card's expiration date is incomplete.");
    await expect(page.getByText(/declined/i)).toHaveCount(0);
    await expectAccessible(page);

    await number.fill('');
    await number.pressSequentially('4242424242424242');
    await expiry.fill('');
    await expiry.pressSequentially('0429');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByRole('heading', { name: /^Order #\d+$/ })).toBeVisible();
  });
});
