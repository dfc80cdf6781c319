import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { logIn } from '../../support/auth';
import { DEMO } from '../../support/demo';
import { expectAccessible, placePaidOrder } from '../customer/ordering-support';

test('the studio opens a paid order, sees its address and print previews, puts it into production, downloads the lab ZIP and ships it; the parent is e-mailed', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  // The parent's order, shipped home.
  const { context: parentContext, orderNumber } = await placePaidOrder(browser, baseURL);
  await parentContext.close();

  // The studio opens it: the address, each item's photo with its crop, and the print files once made.
  await page.goto('/login');
  await logIn(page, DEMO.studioAdmin);
  await page.getByRole('link', { name: 'Jobs' }).first().click();
  await page.getByRole('link', { name: DEMO.jobs.lincoln }).first().click();
  await expect(page).toHaveURL(/\/admin\/studios\/\d+\/jobs\/\d+/);
  const job = new URL(page.url()).pathname.replace(/\/jobs\/(\d+).*/, '/jobs/$1');
  await page.goto(`${job}/orders/${orderNumber}`);
  await expect(page.getByRole('heading', { name: `Order #${orderNumber}` })).toBeVisible();
  await expect(page.getByText('Pat Parent, 12 Elm Street, Springfield, IL 62701')).toBeVisible();
  await expect(page.getByRole('img', { name: /with its crop frame/ }).first()).toBeVisible();
  await expect(page.getByText(/^2 of 2 ready/)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('img', { name: new RegExp(`Print preview ${orderNumber}-01-01`) })).toBeVisible();
  await expectAccessible(page);

  // Into production, after saying so.
  await page.getByRole('button', { name: 'Move order' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Move to in production' }).click();
  await expect(page.getByText('1 order moved to in production')).toBeVisible();

  // From the Individual list: the lab ZIP of the order, then shipped with its tracking number.
  await page.goto(`${job}/orders/individual`);
  await expect(page.getByRole('heading', { name: 'Individual', level: 3 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Filter by status' }).click();
  await page.getByTitle('In production').last().click();
  const row = page.getByRole('row', { name: new RegExp(`#${orderNumber}`) });
  await expect(row).toContainText('2 of 2 ready');
  await row.getByRole('checkbox').check();
  const [zip] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download 1 for the lab' }).click()]);
  expect(zip.suggestedFilename()).toMatch(/^Lincoln-Fall-Picture-Day-lab-export-individual-\d{4}-\d\d-\d\d\.zip$/);
  const bytes = await readFile(await zip.path());
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  expect(bytes.includes(Buffer.from(`${orderNumber}-01-01-5x7.jpg`))).toBe(true);
  expect(bytes.includes(Buffer.from('manifest.csv'))).toBe(true);

  await page.getByRole('combobox', { name: 'New status' }).click();
  await page.getByTitle('Shipped').last().click();
  await page.getByRole('textbox', { name: 'Carrier' }).fill('UPS');
  await page.getByRole('textbox', { name: 'Tracking number' }).fill(`1ZE2E${orderNumber}`);
  await page.getByRole('button', { name: 'Move order' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Move to shipped' }).click();
  await expect(page.getByText('1 order moved to shipped')).toBeVisible();

  // The parent's e-mail says shipped: the system administrator finds it in the e-mail log.
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await admin.goto('/login');
  await logIn(admin, DEMO.systemAdmin);
  await admin.getByRole('link', { name: 'E-mail log' }).click();
  await admin.getByLabel('Search recipient or subject').fill(`#${orderNumber} has shipped`);
  await admin.keyboard.press('Enter');
  await expect(admin.getByRole('row', { name: /pat\.parent@shutterday\.test/ }).first()).toContainText('has shipped');
  await adminContext.close();
});
