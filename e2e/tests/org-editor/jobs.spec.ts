import { expect, test, type Page } from '@playwright/test';
import { logIn } from '../../support/auth';
import { DEMO } from '../../support/demo';
import { expectAccessible } from '../customer/ordering-support';

const JOB = 'Spring Picture Day';

/** The studio landing a parent opens: is the job listed there? */
async function parentSees(page: Page, visible: boolean): Promise<void> {
  await page.goto(`/${DEMO.studio.slug}`);
  await expect(page.getByText(DEMO.jobs.lincoln)).toBeVisible();
  await expect(page.getByText(JOB)).toHaveCount(visible ? 1 : 0);
}

test('the studio admin creates a job in an organization, publishes it for parents, then archives it', async ({ page, browser }) => {
  // Two sessions (staff and parent) and axe on each step: longer than the default 30 s.
  test.setTimeout(120_000);
  await page.goto('/login');
  await logIn(page, DEMO.studioAdmin);
  await page.getByRole('link', { name: 'Organizations' }).first().click();
  await page.getByRole('link', { name: 'Lincoln Elementary' }).click();
  await page.getByRole('link', { name: 'Jobs', exact: true }).last().click();
  await expect(page.getByRole('heading', { name: 'Jobs' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'New job' }).click();
  const dialog = page.getByRole('dialog', { name: 'New job' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(JOB);
  await dialog.getByRole('textbox', { name: 'Picture day', exact: true }).fill('2027-04-14');
  await dialog.getByRole('checkbox', { name: /Prepay/ }).check();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Create job' }).click();
  await expect(page.getByText('Job created')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Only the unpublished one just made (a job archived by an earlier run stays out of this filter).
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByTitle('Unpublished').click();
  await expect(page).toHaveURL(/state=unpublished/);
  await page.getByRole('button', { name: `Publish ${JOB}` }).click();
  await expect(page.getByText('Job published')).toBeVisible();

  const parent = await browser.newPage();
  await parentSees(parent, true);

  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByTitle('Published', { exact: true }).click();
  await page.getByRole('button', { name: `Archive ${JOB}` }).click();
  const confirm = page.getByRole('dialog', { name: `Archive ${JOB}?` });
  await expect(confirm).toContainText('Parents can no longer find or order from an archived job.');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText('Job archived')).toBeVisible();
  await expect(page.getByRole('button', { name: `Archive ${JOB}` })).toHaveCount(0);
  await expectAccessible(page);

  await parentSees(parent, false);
  await parent.close();
});
