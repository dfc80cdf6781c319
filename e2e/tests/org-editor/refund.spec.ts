import { expect, test, type Page } from '@playwright/test';
import { logIn } from '../../support/auth';
import { DEMO } from '../../support/demo';
import { expectAccessible, placePaidOrder } from '../customer/ordering-support';
import { sectionMenu } from '../studio-admin/catalog-support';

/** "$1,234.56" (the first amount in a text) → cents. */
const cents = (text: string) => Math.round(Number(/-?\$([\d,]+\.\d\d)/.exec(text)![1]!.replace(/,/g, '')) * 100);

/** The studio's Reports, this month: what refunds gave back, on the card and in this week's row of the chart's table. */
async function refundedOnReports(page: Page) {
  // From the job editor's pages the studio's menu is not there: the address leads back.
  // A job's pages have the job's menu, not the studio's: the studio's Reports by address.
  if (/\/jobs\//.test(page.url())) await page.goto(new URL(page.url()).pathname.replace(/^(\/admin\/studios\/\d+)\/.*$/, '$1/reports'));
  else await sectionMenu(page).getByRole('link', { name: 'Reports', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Reports', level: 2 })).toBeVisible();
  const card = cents(await page.getByRole('group', { name: 'Refunded' }).locator('.ant-statistic-content').innerText());
  const thisWeek = page.getByRole('table', { name: 'Revenue by week' }).getByRole('row').last();
  return { card, week: cents(await thisWeek.getByRole('cell').last().innerText()) };
}

// Refunds are made by this journey only, so the reports' refunds grow by exactly what it gives back.
test("the studio refunds a parent's line: the order, the parent's page and the reports agree to the cent", async ({ page, browser, baseURL }) => {
  test.setTimeout(150_000);
  // The parent's order: one package for the demo child, paid by card.
  const { context: parentContext, parent, orderNumber } = await placePaidOrder(browser, baseURL);

  await page.goto('/login');
  await logIn(page, DEMO.studioAdmin);
  const before = await refundedOnReports(page);

  // The studio finds the order in the job's orders and refunds its line, told the amount first.
  await page.getByRole('link', { name: 'Jobs' }).first().click();
  await page.getByRole('link', { name: DEMO.jobs.lincoln }).first().click();
  await page.getByRole('navigation').getByRole('link', { name: 'Orders', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(orderNumber);
  await page.getByRole('searchbox', { name: 'Search orders' }).press('Enter');
  await page.getByRole('link', { name: `#${orderNumber}` }).click();
  await expect(page.getByRole('heading', { name: `Order #${orderNumber}` })).toBeVisible();
  const total = cents(await page.getByRole('row', { name: /^Total/ }).innerText());
  await page.getByRole('button', { name: /^Refund Package C.* for / }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(/Refund \$[\d.,]+ to /);
  const amount = cents((await dialog.textContent())!);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(page.getByText(/^Package C.* refunded \(\$[\d.,]+\)$/)).toBeVisible();

  // Its only line: the refund is the whole charge, shipping and tax included, and the order reads refunded.
  expect(amount).toBe(total);
  expect(cents(await page.getByRole('row', { name: /^Refunded/ }).innerText())).toBe(amount);
  await expect(page.getByRole('row', { name: /^Kept after refunds/ })).toContainText('$0.00');
  await expect(page.getByRole('button', { name: /^Refund/ })).toHaveCount(0);
  await page.getByRole('link', { name: '← Orders' }).click();
  await expect(page.getByRole('row', { name: new RegExp(orderNumber) }).getByText('Refunded')).toBeVisible();

  // The parent's page, read again: the line and the order say refunded.
  await parent.reload();
  await expect(parent.getByRole('table', { name: 'Items' }).getByRole('row', { name: /Package C/ })).toContainText('Refunded');
  await expect(parent.getByText('refunded', { exact: true })).toBeVisible();

  // The reports and this week's row of the chart give back the same cents.
  const after = await refundedOnReports(page);
  expect(after.card - before.card).toBe(amount);
  expect(after.week - before.week).toBe(amount);
  await parentContext.close();
});
