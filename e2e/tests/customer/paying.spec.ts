import { expect, test, type Page } from '@playwright/test';
import { DEMO } from '../../support/demo';
import { CHILD, expectAccessible, expectBreakdownAddsUp, fillCheckoutDetails, findChild, pay } from './ordering-support';

const name = `${CHILD.firstName} ${CHILD.lastName}`;

/** Package A on a paid background with its name, retouching and personalization: up to the checkout. */
async function cartWithServices(page: Page): Promise<void> {
  await findChild(page);
  await page.getByRole('button', { name: 'Choose Package A' }).click();
  await page.getByRole('radio', { name: /\(\+\$5\.00\)/ }).first().check();
  await page.getByRole('group', { name: '8x10', exact: true }).getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('heading', { name: 'Your cart' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue' }).click();
  await page.getByRole('button', { name: `Add retouching for ${name}` }).click();
  await expect(page.getByRole('button', { name: `Remove retouching for ${name}` })).toBeVisible();
  await page.getByRole('button', { name: /Add personalization/ }).click();
  await expect(page.getByRole('button', { name: `Remove personalization for ${name}` })).toBeVisible();
  await page.getByRole('link', { name: 'Continue to checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
}

const shippingLine = (page: Page) => page.getByLabel('Order totals').locator(':scope > div', { hasText: /^Shipping/ });

// Issue 7 (card data never on our server) and issue 8 (totals that add up, a panel that follows the
// form, an expired card, back after paying), on desktop and at 390×844.
test.describe('paying @phone', () => {
  test.describe.configure({ timeout: 150_000 });

  test('retouch, personalization, a paid background and a promo: every breakdown adds up; refused cards charge nothing; back lands on the order', async ({ page }) => {
    await cartWithServices(page);
    await fillCheckoutDetails(page);
    // The panel follows each choice at once, before anything is posted.
    await expect(shippingLine(page)).toContainText('Standard shipping');
    await expect(shippingLine(page)).toContainText('$8.95');
    await page.getByRole('radio', { name: /Studio Shipping/ }).check();
    await expect(shippingLine(page)).toContainText('Studio Shipping');
    await expect(shippingLine(page)).toContainText('$0.00');
    await expectBreakdownAddsUp(page);
    await page.getByRole('radio', { name: /Mail to my home/ }).check();
    await expect(shippingLine(page)).toContainText('$8.95');
    await page.getByRole('textbox', { name: 'Promo code' }).fill('SAVE10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByLabel('Order totals')).toContainText('Discount (SAVE10)');
    const checkout = await expectBreakdownAddsUp(page);
    expect(checkout.lines['Photo services']).toBeGreaterThan(0);
    expect(checkout.lines.Discount).toBeLessThan(0);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Review my order' }).click();
    await expect(page.getByRole('heading', { name: 'Review your order' })).toBeVisible();
    const review = await expectBreakdownAddsUp(page);
    expect(review.lines['Photo services']).toBe(checkout.lines['Photo services']);
    await expectAccessible(page);

    // An expired date never leaves the form; Stripe's expired and wrong-CVC test cards are refused.
    await pay(page, '4242 4242 4242 4242', { expiry: '01/20' });
    await expect(page.getByText("Your card's expiration year is in the past.")).toBeVisible();
    await pay(page, '4000 0000 0000 0069');
    await expect(page.getByRole('alert')).toHaveText('Your card has expired.');
    await pay(page, '4000 0000 0000 0127');
    await expect(page.getByRole('alert')).toHaveText("Your card's security code is incorrect.");
    await expectAccessible(page);
    await expect(page.getByRole('heading', { name: 'Review your order' })).toBeVisible();

    // A card whose bank asks for 3-D Secure: the challenge, then the order.
    await pay(page, '4000 0000 0000 3220');
    await page.getByRole('button', { name: 'Complete authentication' }).click();
    const heading = page.getByRole('heading', { name: /^Order #\d+$/ });
    await expect(heading).toBeVisible();
    const order = await expectBreakdownAddsUp(page);
    expect(order.total).toBe(review.total);
    expect(order.lines['Photo services']).toBe(review.lines['Photo services']);
    await expectAccessible(page);

    await page.goBack();
    await expect(heading).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Checkout' })).toHaveCount(0);
  });

  test('a card number sent as the payment token is refused and charges nothing', async ({ page }) => {
    await cartWithServices(page);
    const jobId = /\/(\d+)\/checkout/.exec(page.url())![1];
    const cartKey = await page.evaluate(() => localStorage.getItem('cartKey'));
    const answer = await page.request.post(`/api/customer/jobs/${jobId}/checkout/submit`, { data: { paymentToken: '4242424242424242' }, headers: { 'x-cart-key': String(cartKey) } });
    expect(answer.status()).toBe(400);
    await page.reload();
    await expect(page.getByLabel('Order totals')).toContainText('Photo services');
  });

  test('the demo order 100001 shows its digital download', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Email').fill(DEMO.order.email);
    await page.getByLabel('Order #').fill(DEMO.order.number);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('heading', { name: `Order #${DEMO.order.number}` })).toBeVisible();
    await expectBreakdownAddsUp(page);
    await expect(page.getByRole('region', { name: 'Digital downloads' }).getByRole('link')).toHaveCount(1);
    await expectAccessible(page);
  });
});
