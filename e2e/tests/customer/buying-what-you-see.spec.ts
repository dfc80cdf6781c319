import { expect, test, type Locator } from '@playwright/test';
import { CHILD, expectAccessible, fillCheckout, findChild, morePackages, pay } from './ordering-support';

const name = `${CHILD.firstName} ${CHILD.lastName}`;

/** A preview the renderer drew and the browser shows (not a broken image). */
async function expectDrawn(preview: Locator): Promise<void> {
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
}

// Issue 19: the parent sees what they buy before paying, and a digital download is the photo they chose.
test.describe('a parent buys what they see @phone', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the review lists every package with its child, photos and price; the download delivers the chosen photo', async ({ page }) => {
    await findChild(page);
    await page.getByRole('button', { name: 'Choose Package C' }).click();
    await expect(page.getByRole('group', { name: '5x7', exact: true })).toBeVisible();
    // The print as the renderer draws it, on the options page.
    const optionsPreview = page.getByRole('img', { name: 'Preview of the 5x7 as it will print' });
    await expectDrawn(optionsPreview);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('heading', { name: 'Your cart' })).toBeVisible();

    await morePackages(page);
    await page.getByRole('button', { name: 'Choose All Digital Images' }).click();
    await expect(page.getByText(`all photos of ${CHILD.firstName}`)).toBeVisible();
    await page.goBack();

    await page.getByRole('button', { name: 'Choose Single Digital Download' }).click();
    const which = page.getByRole('group', { name: 'Which photo to download (Digital download)' });
    const second = which.getByRole('radio', { name: 'Pose 2' });
    await second.check();
    const chosenId = await second.getAttribute('value');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const lines = page.getByRole('list', { name: 'Packages in your cart' }).getByRole('listitem');
    await expect(lines).toHaveCount(2);
    await expect(lines.filter({ hasText: 'Single Digital Download' })).toContainText('This photo, as a download');
    await expectDrawn(lines.filter({ hasText: 'Package C' }).getByRole('img', { name: 'Preview of the 5x7 as it will print' }));

    await page.getByRole('link', { name: 'Continue' }).click();
    await page.getByRole('link', { name: 'Continue to checkout' }).click();
    await fillCheckout(page);
    const review = page.getByRole('list', { name: 'Packages in your order' });
    await expect(review.getByRole('listitem')).toHaveCount(2);
    await expect(review.getByRole('listitem', { name: `Package C for ${name}` })).toContainText('$25.00');
    await expectDrawn(review.getByRole('listitem', { name: `Package C for ${name}` }).getByRole('img', { name: 'Preview of the 5x7 as it will print' }));
    await expect(review.getByRole('listitem', { name: `Single Digital Download for ${name}` })).toContainText('$15.00');
    await expect(review.getByRole('listitem', { name: `Single Digital Download for ${name}` }).getByRole('img', { name: 'The photo of the Digital download' })).toBeVisible();
    await expectAccessible(page);

    await pay(page, '4242 4242 4242 4242');
    await expect(page.getByRole('heading', { name: /^Order #\d+$/ })).toBeVisible();
    await expectDrawn(page.getByRole('list', { name: 'Your prints' }).getByRole('img', { name: 'Preview of the 5x7 as it will print' }).first());
    const downloads = page.getByRole('region', { name: 'Digital downloads' }).getByRole('link');
    await expect(downloads).toHaveCount(1);
    await expect(downloads).toContainText(`-${chosenId}.jpg`);
  });
});
