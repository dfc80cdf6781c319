import { expect, test } from '@playwright/test';
import { logIn } from '../../support/auth';
import { DEMO } from '../../support/demo';
import { expectAccessible } from '../customer/ordering-support';

// Other journeys place orders in the same job, so the checks read the demo order's own row.
test("the studio admin finds a parent's prepay order in the job and reads it whole", async ({ page }) => {
  await page.goto('/login');
  await logIn(page, DEMO.studioAdmin);
  await page.getByRole('link', { name: 'Jobs' }).first().click();
  await page.getByRole('link', { name: DEMO.jobs.lincoln }).first().click();
  await page.getByRole('navigation').getByRole('link', { name: 'Orders', exact: true }).click();

  await expect(page).toHaveURL(/\/orders\/prepay$/);
  await expect(page.getByRole('heading', { name: 'Prepay orders', level: 2 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(DEMO.order.number);
  await page.getByRole('searchbox', { name: 'Search orders' }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`search=${DEMO.order.number}`));
  const row = page.getByRole('row', { name: new RegExp(DEMO.order.number) });
  await expect(row).toHaveCount(1);
  await expect(row.getByText(DEMO.order.email)).toBeVisible();
  await expect(row.getByText('Paid')).toBeVisible();
  await expectAccessible(page);

  await row.getByRole('link', { name: `#${DEMO.order.number}` }).click();
  await expect(page.getByRole('heading', { name: `Order #${DEMO.order.number}` })).toBeVisible();
  await expect(page.getByRole('row', { name: /Package A — Deluxe/ })).toBeVisible();
  // Every amount of the breakdown adds up to the total shown.
  const amount = async (label: string | RegExp) => Number((await page.getByRole('row', { name: label }).locator('td').innerText()).replace(/[$,]/g, ''));
  const parts = await Promise.all([amount(/^Subtotal/), amount(/^Photo services/), amount(/^Discount/), amount(/^Shipping/), amount(/^Tax/)]);
  expect(Math.round(parts.reduce((sum, part) => sum + part, 0) * 100)).toBe(Math.round((await amount(/^Total \$/)) * 100));
  await expectAccessible(page);

  await page.getByRole('link', { name: '← Orders' }).click();
  await expect(page.getByRole('heading', { name: 'Submitted orders', level: 2 })).toBeVisible();

  // The fulfilment tabs: the order ships home, so it is on the Individual list, ready to be chosen.
  await page.getByRole('tab', { name: 'Individual' }).click();
  await expect(page.getByRole('heading', { name: 'Individual', level: 2 })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`#${DEMO.order.number}`) }).getByRole('checkbox')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('tab', { name: 'Batch' }).click();
  await expect(page.getByRole('heading', { name: 'Batch', level: 2 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Filter by status' })).toBeVisible();
  await expectAccessible(page);
});
