import { expect, test } from '@playwright/test';
import { studioStaffOnTigersJob } from '../../support/auth';

test('a job settings tab with unsaved changes asks before another tab opens, Back or a reload', async ({ browser, baseURL }) => {
  const { context, studio } = await studioStaffOnTigersJob(browser, baseURL!);
  await studio.getByRole('link', { name: 'Settings' }).click();
  const name = studio.getByRole('textbox', { name: 'Job name' });
  await expect(name).not.toHaveValue('');
  const saved = await name.inputValue();
  await name.fill(`${saved} (moved)`);

  // Another tab: asked; Cancel stays on General with the value as typed.
  await studio.getByRole('tab', { name: 'Gallery' }).click();
  const question = studio.getByRole('dialog', { name: 'Discard unsaved changes?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expect(studio.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
  await expect(name).toHaveValue(`${saved} (moved)`);

  // A reload: the browser's own question; staying keeps the value.
  const asked = studio.waitForEvent('dialog');
  // The page waits on the question, so the reload is not awaited before it is answered.
  const reloading = studio.evaluate(() => window.location.reload()).catch(() => undefined);
  const unload = await asked;
  expect(unload.type()).toBe('beforeunload');
  await unload.dismiss();
  await reloading;
  await expect(name).toHaveValue(`${saved} (moved)`);

  // Back: asked too; Cancel stays on the tab.
  const settingsUrl = studio.url();
  await studio.evaluate(() => window.history.back());
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expect(studio).toHaveURL(settingsUrl);
  await expect(name).toHaveValue(`${saved} (moved)`);

  // Discard: the Gallery tab opens and the change is gone.
  await studio.getByRole('tab', { name: 'Gallery' }).click();
  await question.getByRole('button', { name: 'Discard' }).click();
  await expect(studio.getByRole('tab', { name: 'Gallery' })).toHaveAttribute('aria-selected', 'true');
  await expect(studio.getByRole('form', { name: 'Gallery settings' })).toBeVisible();
  await studio.getByRole('tab', { name: 'General' }).click();
  await expect(name).toHaveValue(saved);
  await context.close();
});
