import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../support/axe';
import { DEMO } from '../../support/demo';
import { CHILD, childCode } from './ordering-support';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

test.describe('a code any parent can type', () => {
  test('a parent on a phone types the code from the camera card on the home page and lands on the child’s photos', async ({ page }) => {
    const code = await childCode(page.request);
    await page.goto('/');
    const box = page.getByRole('form', { name: 'Have a code?' });
    await expect(box).toBeVisible();
    // A miss says so under the box and stays on the home page.
    await box.getByLabel('Access code').fill('NOSUCH99');
    await box.getByRole('button', { name: 'Open' }).click();
    await expect(box.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expectAccessible(page);

    // Typed on a phone: lower case, with the spaces a thumb adds.
    await box.getByLabel('Access code').fill(` ${code.toLowerCase()} `);
    await box.getByRole('button', { name: 'Open' }).click();
    await expect(page).toHaveURL(new RegExp(`/${DEMO.studio.slug}/\\d+/subject/\\d+/select-package$`));
    await expect(page.getByRole('heading', { name: new RegExp(`Choose a package\\s*for ${CHILD.firstName} ${CHILD.lastName}`) })).toBeVisible();
    await expectAccessible(page);
  });

  test('another parent types the job’s code from the flyer on the studio page and lands on that picture day', async ({ page }) => {
    await page.goto(`/${DEMO.studio.slug}`);
    const box = page.getByRole('form', { name: 'Have a code?' });
    await box.getByLabel('Have a code?').fill(DEMO.jobCodes.lincoln.toLowerCase());
    await box.getByRole('button', { name: 'Open' }).click();
    await expect(page).toHaveURL(new RegExp(`/${DEMO.studio.slug}/\\d+/search$`));
    await expect(page.getByRole('heading', { name: /Find your photos/ })).toBeVisible();
    await expect(page.getByText(DEMO.jobs.lincoln).first()).toBeVisible();
    await expectAccessible(page);
  });
});
