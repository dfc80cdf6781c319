import { expect, test } from '@playwright/test';
import { DEMO } from '../../support/demo';

type Crop = { cropX: number; cropY: number; xMid: number; yMid: number };
import { addPackage, CHILD, drag, expectAccessible, findChild, morePackages } from './ordering-support';

// Issue 8: what tripped a parent walking the ordering flow, on a phone and on a desktop.
test.describe('a parent is never stuck or misled @phone @desktop', () => {
  test.describe.configure({ timeout: 120_000 });


  test('a crop dragged past the photo edge stays inside the photo, with handles a finger can hold', async ({ page }) => {
    await findChild(page);
    await page.getByRole('button', { name: 'Choose Package A' }).click();
    await page.getByRole('button', { name: 'Crop the 8x10' }).click();
    const cropper = page.getByRole('dialog', { name: 'Crop the 8x10' });
    await expect(cropper.getByRole('button', { name: 'Save crop' })).toBeEnabled();

    for (const corner of ['ne', 'nw', 'se', 'sw']) {
      const box = (await cropper.locator(`cropper-handle[action="${corner}-resize"]`).boundingBox())!;
      // 44 CSS px, give or take the sub-pixel rounding of a 2x phone screen.
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(43.9);
    }
    await drag(page, cropper.locator('cropper-handle[action="move"]'), -900, -900);
    await drag(page, cropper.locator('cropper-handle[action="se-resize"]'), 900, 900);
    await drag(page, cropper.locator('cropper-handle[action="move"]'), 900, 900);
    await expectAccessible(page);
    await cropper.getByRole('button', { name: 'Save crop' }).click();

    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('heading', { name: 'Your cart' })).toBeVisible();

    // The crop the server saved, read as the parent's browser reads its cart.
    const jobId = /\/(\d+)\/cart/.exec(page.url())![1];
    const cart = await page.evaluate(async (id) => {
      const response = await fetch(`/api/customer/jobs/${id}/cart/details`, { headers: { 'x-cart-key': localStorage.getItem('cartKey') ?? '' } });
      return (await response.json()) as { data: { cartPackages: Array<{ cartPackageItems: Array<{ productCode: string; imageNodes: Array<{ cropDimensions: Crop | null }> }> }> } };
    }, jobId);
    const eight = cart.data.cartPackages[0]!.cartPackageItems.find((item) => item.productCode === '8x10')!;
    const crop = eight.imageNodes[0]!.cropDimensions!;
    expect(crop.xMid - crop.cropX / 2).toBeGreaterThanOrEqual(0);
    expect(crop.xMid + crop.cropX / 2).toBeLessThanOrEqual(100);
    expect(crop.yMid - crop.cropY / 2).toBeGreaterThanOrEqual(0);
    expect(crop.yMid + crop.cropY / 2).toBeLessThanOrEqual(100);
  });

  test('a blank name to print is refused at save, naming the field and putting the cursor in it', async ({ page }) => {
    await findChild(page);
    await page.getByRole('button', { name: 'Choose Package A' }).click();
    const name = page.getByRole('group', { name: '8x10', exact: true }).getByLabel('Name printed on the 8x10');
    await name.fill('');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('alert')).toContainText('This package still needs: the name printed on the 8x10');
    await expect(name).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Your cart' })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('the cart is one tap away with its count, and Back then "Add to cart" again adds no second line', async ({ page }) => {
    await findChild(page);
    await addPackage(page, 'Package B');
    await page.goBack();
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('heading', { name: 'Your cart' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Packages in your cart' }).getByRole('listitem')).toHaveCount(1);
    // One name for a package everywhere: the list's "Package B", not the catalogue's "Package B — Classic".
    await expect(page.getByRole('heading', { name: `Package B for ${CHILD.firstName} ${CHILD.lastName}` })).toBeVisible();

    for (const path of [`/${DEMO.studio.slug}`, `/${DEMO.studio.slug}/nowhere`]) {
      await page.goto(path);
      await page.getByRole('link', { name: 'Cart 1 item' }).click();
      await expect(page.getByRole('heading', { name: 'Your cart' })).toBeVisible();
    }
    await morePackages(page);
    await expect(page.getByRole('link', { name: 'Cart 1 item' })).toBeVisible();
    await expectAccessible(page);
  });

  test('the yearbook pose is asked once per child, and never for a digital download', async ({ page }) => {
    await findChild(page);
    await page.getByRole('button', { name: 'Choose Package A' }).click();
    await expect(page.getByRole('group', { name: 'Pose for the yearbook' })).toBeVisible();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('heading', { name: 'Your cart' })).toBeVisible();
    await morePackages(page);
    await page.getByRole('button', { name: 'Choose Single Digital Download' }).click();
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Pose for the yearbook' })).toHaveCount(0);
  });

  test('the customer header meets the screen edges and radios keep their size', async ({ page }) => {
    await page.goto(`/${DEMO.studio.slug}`);
    const viewport = page.viewportSize()!;
    const header = (await page.getByRole('banner').boundingBox())!;
    expect(header.x).toBe(0);
    expect(header.width).toBe(viewport.width);
    await page.getByRole('link', { name: DEMO.jobs.lincoln }).click();
    const radios = page.getByRole('group', { name: 'How are you ordering?' }).getByRole('radio');
    await expect(radios.first()).toBeVisible();
    for (const radio of await radios.all()) {
      const box = (await radio.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(19);
      expect(box.height).toBeGreaterThanOrEqual(19);
    }
  });

  test("a picture day that does not exist says so in parents' words, with a way forward", async ({ page }) => {
    await page.goto(`/${DEMO.studio.slug}/999999/search`);
    await expect(page.getByRole('heading', { name: "We can't find this picture day" })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await page.getByRole('link', { name: "See this studio's events" }).click();
    await expect(page.getByRole('link', { name: DEMO.jobs.lincoln })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('the home order lookup @phone @desktop', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a miss keeps the e-mail, clears the order number, and its toast does not follow to the next page', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Email').fill(DEMO.order.email);
    await page.getByLabel('Order #').fill('999999');
    await page.getByRole('button', { name: 'Search' }).click();
    // The first toast of a visit loads the toast library on demand (the home page stays lean), which
    // takes a while on a busy machine: wait longer for it to appear, not for anything else.
    await expect(page.getByText('Could not find this order')).toBeVisible({ timeout: 45_000 });
    await expect(page.getByLabel('Email')).toHaveValue(DEMO.order.email);
    await expect(page.getByLabel('Order #')).toHaveValue('');
    await expect(page.getByLabel('Order #')).toBeFocused();
    // In-app navigation (no reload): the page's toast closes with it.
    await page.evaluate((slug) => {
      window.history.pushState({}, '', `/${slug}`);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, DEMO.studio.slug);
    await expect(page.getByRole('heading', { name: DEMO.studio.name })).toBeVisible();
    await expect(page.getByText('Could not find this order')).toHaveCount(0);
  });
});
