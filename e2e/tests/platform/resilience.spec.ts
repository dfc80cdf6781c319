import { expect, test } from '@playwright/test';
import { logIn } from '../../support/auth';
import { DEMO } from '../../support/demo';

test('with the studio admin remote unreachable, that area shows its fallback and the rest works', async ({ page }) => {
  await page.route('**/remotes/studioAdmin/**', (route) => route.abort('connectionrefused'));
  await page.goto('/login');
  await logIn(page, DEMO.studioAdmin);
  await expect(page).toHaveURL(/\/admin\/studios\/\d+$/);
  await expect(page.getByText(/unavailable|couldn.t load|try again/i).first()).toBeVisible();
  await page.goto(`/${DEMO.studio.slug}`);
  await expect(page.getByText(DEMO.jobs.lincoln)).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome to Shutterday' })).toBeVisible();
});

test('an API answering 503 leads to the maintenance page', async ({ page }) => {
  await page.route('**/api/customer/studios/**', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ errors: ['Down for maintenance'] }) }),
  );
  await page.goto(`/${DEMO.studio.slug}`);
  await expect(page).toHaveURL(/\/maintenance$/);
});

test('the remote registry names four manifests', async ({ request }) => {
  const response = await request.get('/remotes.json');
  expect(response.ok()).toBe(true);
  const registry = (await response.json()) as Record<string, string>;
  expect(Object.keys(registry).sort()).toEqual(['customer', 'orgEditor', 'studioAdmin', 'systemAdmin']);
  for (const url of Object.values(registry)) expect(url).toMatch(/mf-manifest\.json$/);
});
