import { expect, test } from '@playwright/test';
import { logIn } from '../../support/auth';
import { DEMO } from '../../support/demo';

test('the studio admin opens an organization and one of its jobs in the org editor', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, DEMO.studioAdmin);
  await page.getByRole('link', { name: 'Organizations' }).first().click();
  await page.getByRole('link', { name: 'Lincoln Elementary' }).click();
  await expect(page).toHaveURL(/\/admin\/studios\/\d+\/organizations\/\d+/);
  await expect(page.getByRole('heading', { name: 'Lincoln Elementary' })).toBeVisible();
  await page.getByRole('link', { name: DEMO.jobs.lincoln }).first().click();
  await expect(page).toHaveURL(/\/jobs\/\d+/);
  await expect(page.getByRole('heading', { name: DEMO.jobs.lincoln })).toBeVisible();
});

test('the studio admin finds a job from the jobs list', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, DEMO.studioAdmin);
  await page.getByRole('link', { name: 'Jobs' }).first().click();
  await page.getByRole('searchbox', { name: 'Search jobs' }).fill('Tigers');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('link', { name: DEMO.jobs.tigers })).toBeVisible();
  await expect(page.getByRole('link', { name: DEMO.jobs.lincoln })).toHaveCount(0);
});

test('the studio admin menu moves between sections from any page and marks the current one', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, DEMO.studioAdmin);
  const menu = page.getByRole('navigation', { name: 'Section navigation' });
  await menu.getByRole('link', { name: 'Organizations' }).click();
  await expect(page).toHaveURL(/\/admin\/studios\/\d+\/organizations$/);
  await expect(menu.getByRole('link', { name: 'Organizations' })).toHaveAttribute('aria-current', 'page');
  await menu.getByRole('link', { name: 'Jobs' }).click();
  await expect(page).toHaveURL(/\/admin\/studios\/\d+\/jobs$/);
  await expect(menu.getByRole('link', { name: 'Jobs' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
  await menu.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/admin\/studios\/\d+$/);
});
