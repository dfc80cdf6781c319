import { expect, test } from '@playwright/test';
import { logIn } from '../../support/auth';
import { DEMO } from '../../support/demo';
import { expectAccessible, placePaidOrder } from '../customer/ordering-support';

test('a parent pays, the studio refunds the order once, and its orders list says refunded', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  // The parent's order: a package for the demo child, paid by card.
  const { context: parentContext, orderNumber } = await placePaidOrder(browser, baseURL);

  // The studio finds it in the job's orders and refunds it.
  await page.goto('/login');
  await logIn(page, DEMO.studioAdmin);
  await page.getByRole('link', { name: 'Jobs' }).first().click();
  await page.getByRole('link', { name: DEMO.jobs.lincoln }).first().click();
  await page.getByRole('navigation').getByRole('link', { name: 'Orders', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(orderNumber);
  await page.getByRole('searchbox', { name: 'Search orders' }).press('Enter');
  await page.getByRole('link', { name: `#${orderNumber}` }).click();
  await expect(page.getByRole('heading', { name: `Order #${orderNumber}` })).toBeVisible();
  await page.getByRole('button', { name: 'Refund order' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(/Refund \$[\d.,]+ to /);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(page.getByText(`Order #${orderNumber} refunded`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refund order' })).toHaveCount(0);
  await expect(page.getByText('Refunded', { exact: true })).toBeVisible();

  // The list says so too.
  await page.getByRole('link', { name: '← Orders' }).click();
  await expect(page.getByRole('row', { name: new RegExp(orderNumber) }).getByText('Refunded')).toBeVisible();
  await parentContext.close();
});
