import { expect, test } from '@playwright/test';
import { logIn } from '../../support/auth';
import { DEMO } from '../../support/demo';
import { expectAccessible } from '../customer/ordering-support';

// Other journeys order services at the same time: this one saves the service as it is.
test('the system administrator reads the photo services and saves one', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, DEMO.systemAdmin);
  await page.goto('/admin/order-services');
  await expect(page.getByRole('heading', { name: 'Order services', level: 2 })).toBeVisible();
  const personalization = page.getByRole('row', { name: /personalization/ });
  await expect(personalization).toContainText('$10.00');
  await expectAccessible(page);
  await personalization.getByRole('link', { name: 'Personalization' }).click();
  await expect(page.getByLabel('Price (USD)')).toHaveValue('10.00');
  await expect(page.getByRole('switch', { name: 'Offered to studios' })).toBeChecked();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Order service saved').first()).toBeVisible();
});
