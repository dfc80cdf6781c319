import { expect, test, type Page } from '@playwright/test';
import { logIn } from '../../support/auth';
import { DEMO } from '../../support/demo';
import { expectAccessible } from '../customer/ordering-support';

// A 2×1 PNG, red then transparent: what a studio's logo file looks like to the server (checked, re-encoded).
const LOGO_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAAD0lEQVR4nGP4z8AARAwMAAz8Af9c/RSVAAAAAElFTkSuQmCC', 'base64');

// Both journeys change the demo studio's Settings page: one after the other, in one worker.
test.describe.configure({ mode: 'default' });

const headerBackground = (page: Page) => page.locator('header.ant-layout-header').evaluate((header) => getComputedStyle(header).backgroundColor);
// The page's heading is the studio remote's antd Typography: it follows the shell's theme only when the
// remote's components and the shell's ConfigProvider are one antd instance (antd is shared per component).
const headingColour = (page: Page) => page.getByRole('heading', { name: 'Settings', level: 2 }).evaluate((heading) => getComputedStyle(heading).color);

async function openSettings(page: Page): Promise<void> {
  await page.goto('/login');
  await logIn(page, DEMO.studioAdmin);
  await page.goto('/admin/studios/1/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 2 })).toBeVisible();
}

test("a studio uploads its logo, sees it on its customer page, and removes it", async ({ page }) => {
  await openSettings(page);
  const logo = page.getByRole('region', { name: 'Logo' });
  await logo.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO_PNG });
  await expect(page.getByText('Logo saved')).toBeVisible();
  await expect(logo.getByRole('img', { name: 'Demo Photo Co logo' })).toHaveAttribute('src', /^\/api\/customer\/studio-logos\/[0-9a-f-]{36}\.png$/);
  await expectAccessible(page);

  await page.goto('/demo');
  const headerLogo = page.locator('header img.sdc-brand__logo');
  await expect(headerLogo).toHaveAttribute('src', /\/api\/customer\/studio-logos\//);
  // The image really arrives (a broken one has no natural width).
  await expect.poll(() => headerLogo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);

  await page.goto('/admin/studios/1/settings');
  await page.getByRole('button', { name: 'Remove logo' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText(/No logo yet/)).toBeVisible();
});

test('dark mode switches the staff theme at once and survives a reload', async ({ page }) => {
  await openSettings(page);
  expect(await headerBackground(page)).toBe('rgb(255, 255, 255)');
  expect(await headingColour(page)).toBe('rgba(0, 0, 0, 0.88)');
  const preferences = page.getByRole('region', { name: 'Your preferences' });
  await preferences.getByRole('checkbox', { name: 'Use the dark theme' }).check();
  await preferences.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Preferences saved')).toBeVisible();
  await expect.poll(() => headerBackground(page)).toBe('rgb(20, 20, 20)');
  await expect.poll(() => headingColour(page)).toBe('rgba(255, 255, 255, 0.85)');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Settings', level: 2 })).toBeVisible();
  expect(await headerBackground(page)).toBe('rgb(20, 20, 20)');
  expect(await headingColour(page)).toBe('rgba(255, 255, 255, 0.85)');
  await expectAccessible(page);

  // Back to the default, for the other journeys.
  await page.goto('/admin/studios/1/settings');
  await page.getByRole('region', { name: 'Your preferences' }).getByRole('checkbox', { name: 'Use the dark theme' }).uncheck();
  await page.getByRole('region', { name: 'Your preferences' }).getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => headerBackground(page)).toBe('rgb(255, 255, 255)');
});
