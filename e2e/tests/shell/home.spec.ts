import { expect, test } from '@playwright/test';
import { DEMO } from '../../support/demo';

test.describe('home page @phone @desktop', () => {
  test('shows the welcome, the studio login and the order lookup', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Shutterday');
    await expect(page.getByRole('heading', { name: 'Welcome to Shutterday' })).toBeVisible();
    await expect(page.getByText('Event Online Ordering Platform')).toBeVisible();
    await expect(page.getByText('Have an account?')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Studio Login' })).toHaveAttribute('href', '/login');
    await expect(page.getByText('Looking for order details?')).toBeVisible();
  });

  test('an order found by e-mail and number opens its order page', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Email').fill(DEMO.order.email);
    await page.getByLabel('Order #').fill(DEMO.order.number);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`^[^?]*/${DEMO.studio.slug}/\\d+/order/${DEMO.order.number}$`));
    await expect(page.getByText(DEMO.order.number).first()).toBeVisible();
    await expect(page.getByText(DEMO.jobs.lincoln).first()).toBeVisible();
  });

  // A miss (toast, the order number cleared, the e-mail kept, the toast gone with its page) is the home
  // order lookup journey in tests/customer/parent-journeys.spec.ts.

  test('an invalid form shows the messages and sends nothing', async ({ page }) => {
    const searches: string[] = [];
    page.on('request', (r) => r.url().includes('/api/customer/cart/search') && searches.push(r.url()));
    await page.goto('/');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('This value is not a valid email address')).toBeVisible();
    await expect(page.getByText('This field is required')).toBeVisible();
    expect(searches).toEqual([]);
  });
});
