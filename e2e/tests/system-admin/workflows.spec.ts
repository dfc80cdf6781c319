import { expect, test } from '@playwright/test';
import { logIn, studioStaffOnTigersJob } from '../../support/auth';
import { DEMO } from '../../support/demo';
import { expectAccessible } from '../customer/ordering-support';

test('the system administrator makes a workflow; the studio attaches it to a job and ticks a step', async ({ page, browser }) => {
  // Two sessions (system and studio administrator) and axe on each page: longer than the default 30 s.
  test.setTimeout(120_000);
  // The journeys' database outlives a run: a name of its own each time.
  const name = `Team photo day ${Date.now()}`;
  await page.goto('/login');
  await logIn(page, DEMO.systemAdmin);
  await page.goto('/admin/workflows');
  await expect(page.getByRole('heading', { name: 'Workflows', level: 2 })).toBeVisible();
  await expect(page.getByRole('row', { name: /School picture day/ })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'New workflow' }).click();
  await expect(page.getByRole('heading', { name: 'New workflow', level: 2 })).toBeVisible();
  await page.getByLabel('Name').fill(name);
  await page.getByRole('textbox', { name: 'Step 1' }).fill('Book the gym');
  await page.getByRole('button', { name: /Add a step/ }).click();
  await page.getByRole('textbox', { name: 'Step 2' }).fill('Upload the photos');
  await page.getByRole('button', { name: /Add a step/ }).click();
  await page.getByRole('textbox', { name: 'Step 3' }).fill('Shoot the teams');
  await page.getByRole('button', { name: 'Move step 3 up' }).click();
  await expect(page.getByRole('textbox', { name: 'Step 2' })).toHaveValue('Shoot the teams');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Workflow saved').first()).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('3');

  const { context, studio } = await studioStaffOnTigersJob(browser, new URL(page.url()).origin);
  await studio.getByRole('link', { name: 'Workflows', exact: true }).click();
  await expect(studio.getByRole('heading', { name: 'Workflows', level: 2 })).toBeVisible();

  await studio.getByRole('combobox', { name: 'Workflow to attach' }).click();
  await studio.getByTitle(`${name} (3 steps)`).click();
  await studio.getByRole('button', { name: 'Attach' }).click();
  await expect(studio.getByText('Workflow attached').first()).toBeVisible();
  const card = studio.getByRole('region', { name });
  await expect(card.getByRole('progressbar', { name: `${name}: 0 of 3 steps done` })).toBeVisible();

  await card.getByRole('checkbox', { name: 'Book the gym' }).check();
  await expect(card.getByRole('progressbar', { name: `${name}: 1 of 3 steps done` })).toBeVisible();
  await expect(card.getByText(/Done by .+ on/)).toBeVisible();
  await expectAccessible(studio);
  await context.close();
});
