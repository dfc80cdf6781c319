import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { logIn } from '../../support/auth';
import { DEMO } from '../../support/demo';
import { expectAccessible } from '../customer/ordering-support';

test('the studio admin downloads the camera cards and the roster of a job', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/login');
  await logIn(page, DEMO.studioAdmin);
  await page.getByRole('link', { name: 'Jobs' }).first().click();
  await page.getByRole('link', { name: DEMO.jobs.lincoln }).first().click();
  await expect(page).toHaveURL(/\/admin\/studios\/\d+\/organizations\/\d+\/jobs\/\d+\/overview$/);

  await page.getByRole('link', { name: 'Camera cards' }).click();
  await expect(page).toHaveURL(/\/orders\/camera-cards$/);
  await expect(page.getByRole('heading', { name: 'Camera cards' })).toBeVisible();
  const subjects = Number(await page.getByRole('row', { name: /^Subjects \d+$/ }).locator('td').innerText());
  expect(subjects).toBeGreaterThanOrEqual(30);
  const groups = Number(await page.getByRole('row', { name: /^Groups \d+$/ }).locator('td').innerText());
  // A card per subject and one per group (its group photo card).
  await expect(page.getByRole('row', { name: /^Pages \d+$/ })).toHaveText(new RegExp(`${Math.ceil((subjects + groups) / 8)}$`));
  await expectAccessible(page);

  const [download, tab] = await Promise.all([page.waitForEvent('download'), page.waitForEvent('popup'), page.getByRole('button', { name: /Download PDF/ }).click()]);
  expect(download.suggestedFilename()).toMatch(/^Lincoln-Fall-Picture-Day-camera-cards-\d{4}-\d\d-\d\d\.pdf$/);
  const file = await readFile(await download.path());
  expect(file.subarray(0, 5).toString()).toBe('%PDF-');
  await expect.poll(() => tab.url()).toMatch(/^blob:/);
  await tab.close();

  await page.getByRole('link', { name: 'Roster print' }).click();
  await expect(page.getByRole('heading', { name: 'Roster print' })).toBeVisible();
  await expect(page.getByRole('row', { name: /^Groups \d+$/ })).toBeVisible();
  const [roster] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /Download PDF/ }).click()]);
  expect(roster.suggestedFilename()).toMatch(/^Lincoln-Fall-Picture-Day-roster-\d{4}-\d\d-\d\d\.pdf$/);
});
