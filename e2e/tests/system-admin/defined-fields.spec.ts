import { expect, test } from '@playwright/test';
import { logIn, studioStaffOnTigersJob } from '../../support/auth';
import { DEMO } from '../../support/demo';
import { expectAccessible } from '../customer/ordering-support';

test('the system administrator defines a question once; studio staff add it to a job’s preorder fields', async ({ page, browser }) => {
  await page.goto('/login');
  await logIn(page, DEMO.systemAdmin);
  await page.getByRole('navigation', { name: 'Section navigation' }).getByRole('link', { name: 'Defined fields' }).click();
  await expect(page.getByRole('row', { name: /Teacher's name/ })).toBeVisible();
  await page.getByRole('button', { name: 'New defined field' }).click();
  await expect(page.getByRole('heading', { name: 'New defined field', level: 2 })).toBeVisible();
  await page.getByLabel('Question').fill('Bus route');
  await page.getByLabel('Key').fill('bus_route');
  await page.getByLabel('Answer type').click();
  await page.locator('.ant-select-item-option', { hasText: 'Choice' }).click();
  await page.getByLabel('Answers (one per line)').fill('Route 1');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('A choice field needs at least two answers, one per line')).toBeVisible();
  await page.getByLabel('Answers (one per line)').fill('Route 1\nRoute 2\nWalks home');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row', { name: /Bus route/ })).toContainText('Route 1, Route 2, Walks home');

  const { context, studio } = await studioStaffOnTigersJob(browser, new URL(page.url()).origin);
  await studio.getByRole('link', { name: 'Settings', exact: true }).click();
  await studio.getByRole('tab', { name: 'Preorder custom fields', exact: true }).click();
  await studio.getByLabel('Add a defined field').click();
  await studio.locator('.ant-select-item-option', { hasText: 'Bus route' }).click();
  const copied = studio.getByRole('group', { name: /^Field \d+$/ }).last();
  await expect(copied.getByLabel('Question')).toHaveValue('Bus route');
  await expect(copied.getByLabel('Answers (one per line)')).toHaveValue('Route 1\nRoute 2\nWalks home');
  await expectAccessible(studio);
  await studio.getByRole('button', { name: 'Save' }).click();
  await expect(studio.getByText('Preorder custom fields saved')).toBeVisible();
  await context.close();
});
