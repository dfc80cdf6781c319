import { expect, test } from '@playwright/test';
import { DEMO } from '../../support/demo';

test.describe('studio landing @phone @desktop', () => {
  test('lists the published jobs and not the archived one', async ({ page }) => {
    await page.goto(`/${DEMO.studio.slug}`);
    await expect(page.getByRole('heading', { name: DEMO.studio.name })).toBeVisible();
    await expect(page.getByText(DEMO.jobs.lincoln)).toBeVisible();
    await expect(page.getByText(DEMO.jobs.tigers)).toBeVisible();
    await expect(page.getByText(DEMO.jobs.archived)).toHaveCount(0);
  });

  test('the job search narrows the list', async ({ page }) => {
    await page.goto(`/${DEMO.studio.slug}`);
    await page.getByRole('searchbox').fill('Tigers');
    await expect(page.getByText(DEMO.jobs.tigers)).toBeVisible();
    await expect(page.getByText(DEMO.jobs.lincoln)).toHaveCount(0);
  });

  test('the studio access code opens the same search page', async ({ page }) => {
    await page.goto(`/${DEMO.studio.slug}/code/${DEMO.studio.accessCode}`);
    await expect(page.getByRole('heading', { name: DEMO.studio.name })).toBeVisible();
    await expect(page.getByText(DEMO.jobs.lincoln)).toBeVisible();
  });

  test('an unknown studio shows a not-found page', async ({ page }) => {
    await page.goto('/no-such-studio');
    await expect(page.getByText("We couldn't find this studio")).toBeVisible();
  });
});

test.describe("the server's first paint @phone @desktop", () => {
  test.describe('before any script has run', () => {
    test.use({ javaScriptEnabled: false });

    test("shows the studio's banner and the page's title", async ({ page }) => {
      await page.goto(`/${DEMO.studio.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: DEMO.studio.name })).toBeVisible();
      await expect(page.getByText('Choose your school or team event to find your photos and order.')).toBeVisible();
      await page.goto(`/${DEMO.studio.slug}/1/search`);
      await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^Find your photos\\s*${DEMO.jobs.lincoln}$`) })).toBeVisible();
      await expect(page.getByRole('link', { name: DEMO.studio.name })).toHaveAttribute('href', `/${DEMO.studio.slug}`);
    });
  });

  test("gives way to the app's page, which is then the only one", async ({ page }) => {
    await page.goto(`/${DEMO.studio.slug}/1/search`);
    await expect(page.getByRole('textbox', { name: 'Access code' })).toBeVisible();
    await expect(page.locator('#sd-first-paint')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  });
});
