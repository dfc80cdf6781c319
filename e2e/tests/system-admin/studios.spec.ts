import { expect, test } from '@playwright/test';
import { logIn } from '../../support/auth';
import { DEMO } from '../../support/demo';

test('the system admin sees the studios list', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, DEMO.systemAdmin);
  await page.goto('/admin/studios');
  const row = page.getByRole('row', { name: new RegExp(DEMO.studio.name) });
  await expect(row).toBeVisible();
  await expect(row.getByText(DEMO.studio.slug, { exact: true })).toBeVisible();
});
