import { expect, test } from '@playwright/test';
import { logIn } from '../../support/auth';
import { DEMO } from '../../support/demo';
import { expectAccessible } from '../customer/ordering-support';

test("the studio admin sets an organization's defaults for new jobs, and the New job dialog starts from them", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/login');
  await logIn(page, DEMO.studioAdmin);
  await page.getByRole('link', { name: 'Organizations' }).first().click();
  await page.getByRole('link', { name: 'Riverside Tigers' }).click();

  await page.getByRole('link', { name: 'Gallery', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Gallery defaults for new jobs' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'New jobs offer gallery ordering' }).uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Defaults for new jobs saved')).toBeVisible();
  await expect(page.getByRole('note')).toContainText('New jobs of this organization start with these settings');
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Prepay', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Prepay defaults for new jobs' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'New jobs offer prepay ordering' }).check();
  await page.getByRole('spinbutton', { name: 'Opens before picture day' }).fill('14');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Defaults for new jobs saved').last()).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Jobs', exact: true }).last().click();
  await page.getByRole('button', { name: 'New job' }).click();
  const dialog = page.getByRole('dialog', { name: 'New job' });
  await expect(dialog.getByRole('checkbox', { name: /Prepay/ })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: /Gallery/ })).not.toBeChecked();
  await expectAccessible(page);
});
