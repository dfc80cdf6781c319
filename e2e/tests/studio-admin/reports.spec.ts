import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { logIn } from '../../support/auth';
import { DEMO } from '../../support/demo';
import { expectAccessible } from '../customer/ordering-support';
import { sectionMenu } from './catalog-support';

// The demo order is paid when the server seeds, so it is in this month's figures; other journeys may add theirs.
test("a studio reads this month's payments and downloads them and a job's subjects as CSV", async ({ page }) => {
  await page.goto('/login');
  await logIn(page, DEMO.studioAdmin);
  await sectionMenu(page).getByRole('link', { name: 'Reports', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Reports', level: 2 })).toBeVisible();
  const paidOrders = Number(await page.getByRole('group', { name: 'Paid orders' }).locator('.ant-statistic-content').innerText());
  expect(paidOrders).toBeGreaterThanOrEqual(1);
  await expect(page.getByRole('row', { name: new RegExp(DEMO.jobs.lincoln) })).toBeVisible();
  await expectAccessible(page);

  const [payments] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /Download payments/ }).click()]);
  expect(payments.suggestedFilename()).toMatch(/^Demo-Photo-Co-payments-\d{4}-\d\d-\d\d\.csv$/);
  const paymentRows = (await readFile(await payments.path(), 'utf8')).replace(/^\uFEFF/, '').trim().split('\n');
  expect(paymentRows[0]).toMatch(/^Order number,Paid at,Job,/);
  expect(paymentRows.some((row) => row.startsWith(`${DEMO.order.number},`) && row.includes(DEMO.order.email))).toBe(true);

  await page.getByRole('combobox', { name: 'Job of the subjects' }).click();
  await page.getByRole('combobox', { name: 'Job of the subjects' }).fill('Lincoln Fall');
  // The page is long (the chart sits above the exports), so the list may open upward while it animates: the keyboard picks the match.
  await expect(page.getByTitle(new RegExp(`^${DEMO.jobs.lincoln}`))).toBeVisible();
  await page.getByRole('combobox', { name: 'Job of the subjects' }).press('Enter');
  await expect(page.getByRole('button', { name: /Download subjects/ })).toBeEnabled();
  const [subjects] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /Download subjects/ }).click()]);
  const subjectRows = (await readFile(await subjects.path(), 'utf8')).replace(/^\uFEFF/, '').trim().split('\n');
  expect(subjectRows[0]).toBe('Last name,First name,Group,Access code,External ID,Paid orders,Packages,Amount,Ship to');
  expect(subjectRows.length).toBeGreaterThan(30);
});
