import { expect, test } from '@playwright/test';
import { logIn } from '../../support/auth';
import { DEMO } from '../../support/demo';
import { expectAccessible } from '../customer/ordering-support';
import { sectionMenu } from './catalog-support';

// Other journeys add jobs to the same demo studio, so each check reads its own job's row.
test("a studio sees which jobs take prepay orders today and sends a gallery's link to parents", async ({ page, browser }) => {
  await page.goto('/login');
  await logIn(page, DEMO.studioAdmin);

  await sectionMenu(page).getByRole('link', { name: 'Prepay', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Prepay', level: 2 })).toBeVisible();
  const lincoln = page.getByRole('row', { name: new RegExp(DEMO.jobs.lincoln) });
  await expect(lincoln.getByText('No dates')).toBeVisible();
  await expect(lincoln.getByText('Taking orders')).toBeVisible();
  // Tigers Team Day has no prepay: it is not on this page.
  await expect(page.getByRole('row', { name: new RegExp(DEMO.jobs.tigers) })).toHaveCount(0);
  await expectAccessible(page);

  await sectionMenu(page).getByRole('link', { name: 'Galleries', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Galleries', level: 2 })).toBeVisible();
  const tigers = page.getByRole('row', { name: new RegExp(DEMO.jobs.tigers) });
  const link = tigers.getByText(/\/demo\/\d+$/);
  await expect(link).toBeVisible();
  await expect(tigers.getByRole('button', { name: /copy/i })).toBeVisible();
  await expectAccessible(page);

  // The link is the job's page for parents: they land on its subject search.
  const parents = await browser.newContext();
  const parent = await parents.newPage();
  await parent.goto((await link.textContent())!);
  await expect(parent.getByRole('heading', { name: DEMO.jobs.tigers })).toBeVisible();
  await parents.close();

  // The job's name opens its gallery settings.
  await tigers.getByRole('link', { name: DEMO.jobs.tigers }).click();
  await expect(page).toHaveURL(/\/jobs\/\d+\/settings\/gallery$/);
});
