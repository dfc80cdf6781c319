import { expect, test } from '@playwright/test';
import { logIn } from '../../support/auth';
import { DEMO } from '../../support/demo';
import { expectAccessible } from '../customer/ordering-support';

test('the system administrator finds an order’s tax and a password reset e-mail in the logs', async ({ page }) => {
  const recipient = DEMO.studioAdmin.email;
  expect((await page.request.post('/api/auth/forgot-password', { data: { email: recipient } })).ok()).toBe(true);
  await page.goto('/login');
  await logIn(page, DEMO.systemAdmin);

  await page.getByRole('link', { name: 'Tax log' }).click();
  await expect(page.getByRole('heading', { name: 'Tax log', level: 2 })).toBeVisible();
  await page.getByLabel('Search jurisdiction or order number').fill(DEMO.order.number);
  await page.keyboard.press('Enter');
  const taxed = page.getByRole('row', { name: new RegExp(`Order ${DEMO.order.number}`) });
  await expect(taxed).toContainText('US-IL');
  await expectAccessible(page);

  await page.getByRole('link', { name: 'E-mail log' }).click();
  await expect(page.getByRole('heading', { name: 'E-mail log', level: 2 })).toBeVisible();
  await page.getByLabel('Search recipient or subject').fill(recipient);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('row', { name: new RegExp(recipient) }).first()).toContainText(/Reset|password/i);
  await expectAccessible(page);
});
