import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { logIn } from '../../support/auth';
import { DEMO } from '../../support/demo';
import { expectAccessible } from '../customer/ordering-support';

/** A day as the picker and the report take it, on this machine's calendar (the browser's too). */
const usDay = (date: Date) => `${String(date.getMonth() + 1).padStart(2, '0')}/${String(date.getDate()).padStart(2, '0')}/${date.getFullYear()}`;

// The demo order is paid when the server seeds, so the last 30 days hold it; other journeys may add orders.
test('the system administrator downloads the orders of every studio for the days chosen', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, DEMO.systemAdmin);
  await page.goto('/admin/reports');
  await expect(page.getByRole('heading', { name: 'Reports', level: 2 })).toBeVisible();
  for (const report of ['Orders', 'Taxes', 'Revenue', 'Commissions', 'Refunds']) await expect(page.getByRole('button', { name: `Download ${report.toLowerCase()}` })).toBeEnabled();
  await expectAccessible(page);

  const today = new Date();
  const from = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 30);
  const start = page.getByPlaceholder('Start date');
  await start.click();
  await start.fill(usDay(from));
  await start.press('Enter');
  const end = page.getByPlaceholder('End date');
  await end.fill(usDay(today));
  await end.press('Enter');
  await expect(start).toHaveValue(usDay(from));
  await expect(end).toHaveValue(usDay(today));

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download orders' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^Shutterday-orders-\d{4}-\d\d-\d\d\.csv$/);
  const rows = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '').trim().split('\n');
  expect(rows[0]).toBe('Studio,Job,Order number,Placed at,Paid at,Status,E-mail,Subtotal,Photo services,Discount,Shipping,Tax,Total,Refunded,Ship to');
  const demoOrder = rows.find((row) => row.startsWith(`${DEMO.studio.name},${DEMO.jobs.lincoln},${DEMO.order.number},`));
  expect(demoOrder).toContain(`,${DEMO.order.email},`);
  // Its amounts are dollars with cents: subtotal, services, discount, shipping (8.95), tax, total, refunded;
  // then where it ships (the address, quoted as it holds commas).
  expect(demoOrder).toMatch(/(,\d+\.\d\d){7},"[^"]+"$/);
  expect(demoOrder).toContain(',8.95,');
});
