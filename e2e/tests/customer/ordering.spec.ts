import { expect, test } from '@playwright/test';
import { DEMO } from '../../support/demo';
import { addPackage, archivedJobId, CHILD, expectAccessible, expectBreakdownAddsUp, fillCheckout, findChild, morePackages, pay } from './ordering-support';

// Issue 4's acceptance 1–4, on desktop and at 390×844. Each test has its own browser context, so its
// own cart key: the journeys never share a cart even when they run side by side.
test.describe('customer ordering @phone', () => {
  // The longest journey (crop, two packages, services, checkout, payment, lookup, download, axe on each page).
  test.describe.configure({ timeout: 240_000 });

  test('a cropped 8x10 with its text, an add-on, personalization, a paid order found again, and its download', async ({ page }) => {
    await findChild(page);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Choose Package A' }).click();
    const item = page.getByRole('group', { name: '8x10', exact: true });
    await expect(item).toBeVisible();
    await page.getByRole('button', { name: 'Crop the 8x10' }).click();
    const cropper = page.getByRole('dialog', { name: 'Crop the 8x10' });
    await expect(cropper.getByRole('button', { name: 'Save crop' })).toBeEnabled();
    await expectAccessible(page);
    await cropper.getByRole('button', { name: 'Save crop' }).click();
    await expect(item.getByRole('status')).toHaveText('Cropped');
    await item.getByLabel('Name printed on the 8x10').fill('Ava J~ohnson');
    await expect(item.getByLabel('Name printed on the 8x10')).toHaveValue('Ava Johnson');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('heading', { name: 'Your cart' })).toBeVisible();

    await morePackages(page);
    await addPackage(page, 'Single Digital Download');
    await expect(page.getByRole('list', { name: 'Packages in your cart' }).getByRole('listitem')).toHaveCount(2);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Retouching and names on photos' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: /Add personalization/ }).click();
    await expect(page.getByText(/Personalization: “Ava Johnson \d{4}”/)).toBeVisible();
    await page.getByRole('link', { name: 'Continue to checkout' }).click();

    // axe reads the checkout page, not the moment its chunk is still loading (no h1 yet).
    await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
    await expectAccessible(page);
    await fillCheckout(page);
    await expectAccessible(page);
    await expectBreakdownAddsUp(page);
    await pay(page, '4242 4242 4242 4242');

    const heading = page.getByRole('heading', { name: /^Order #\d+$/ });
    await expect(heading).toBeVisible();
    const orderNumber = (await heading.textContent())!.replace('Order #', '');
    await expectAccessible(page);

    await page.goto('/');
    await page.getByLabel('Email').fill('pat.parent@shutterday.test');
    await page.getByLabel('Order #').fill(orderNumber);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('heading', { name: `Order #${orderNumber}` })).toBeVisible();
    await expectBreakdownAddsUp(page);

    await page.getByRole('region', { name: 'Digital downloads' }).getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: 'Your digital photo' })).toBeVisible();
    await expectAccessible(page);
    const href = await page.getByRole('link', { name: /^Download / }).getAttribute('href');
    const file = await page.request.get(href!);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toMatch(/^image\//);
  });

  test('a declined card shows the reason and keeps the cart', async ({ page }) => {
    await findChild(page);
    await addPackage(page, 'Package C');
    await page.getByRole('link', { name: 'Continue' }).click();
    await page.getByRole('link', { name: 'Continue to checkout' }).click();
    await fillCheckout(page);
    await pay(page, '4000 0000 0000 0002');
    await expect(page.getByRole('alert')).toContainText(/declined/i);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Change my cart' }).click();
    await expect(page.getByRole('button', { name: new RegExp(`^Remove Package C\\b.* for ${CHILD.firstName} ${CHILD.lastName}$`) })).toBeVisible();
  });

  test('removing the last standard package warns, then takes the add-ons and the cart', async ({ page }) => {
    await findChild(page);
    await addPackage(page, 'Package B');
    await morePackages(page);
    await addPackage(page, 'Extra 5x7');
    await page.getByRole('button', { name: new RegExp(`^Remove Package B\\b.* for ${CHILD.firstName} ${CHILD.lastName}$`) }).click();
    const warning = page.getByRole('dialog', { name: 'This also removes add-ons' });
    await expect(warning).toContainText('Extra 5x7');
    await expectAccessible(page);
    await warning.getByRole('button', { name: 'Remove them' }).click();
    await expect(page.getByText(/Your cart is empty/).first()).toBeVisible();
  });

  test("an archived job's URL lands on its unavailable page", async ({ page, request }) => {
    const jobId = await archivedJobId(request);
    await page.goto(`/${DEMO.studio.slug}/${jobId}/cart`);
    await expect(page).toHaveURL(new RegExp(`/${DEMO.studio.slug}/${jobId}/unavailable$`));
    await expect(page.getByRole('heading', { name: `${DEMO.jobs.archived} is not available` })).toBeVisible();
    await expectAccessible(page);
  });
});
