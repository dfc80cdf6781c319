import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO } from '../../support/demo';
import { CHILD, childCode, expectAccessible, fillCheckout, morePackages, pay } from './ordering-support';

const name = `${CHILD.firstName} ${CHILD.lastName}`;
const PREVIEW_8X10 = 'Preview of the 8x10 as it will print';

/** A print-preview image's query (the parent's choices the renderer drew). */
const queryOf = async (preview: Locator) => new URL((await preview.getAttribute('src')) ?? '/', 'http://x').searchParams;

/**
 * The preview shows the whole print: loaded, an 8x10's 4 : 5, laid out at that shape and entirely inside
 * its box (not stretched to the box's width and cut at the bottom, where the name is printed).
 */
async function expectWholePrint(preview: Locator): Promise<void> {
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  const { shown, box, natural } = await preview.evaluate((img) => {
    const rect = (r: DOMRect) => ({ left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height });
    const image = img as HTMLImageElement;
    return { shown: rect(image.getBoundingClientRect()), box: rect(image.closest('figure')!.getBoundingClientRect()), natural: image.naturalWidth / image.naturalHeight };
  });
  expect(natural).toBeCloseTo(0.8, 2);
  expect(shown.width / shown.height).toBeCloseTo(natural, 1);
  expect(shown.left).toBeGreaterThanOrEqual(box.left);
  expect(shown.top).toBeGreaterThanOrEqual(box.top);
  expect(shown.right).toBeLessThanOrEqual(box.right);
  expect(shown.bottom).toBeLessThanOrEqual(box.bottom);
}

/** The preview asks for the personalization the parent paid for: the name and the year lines. */
async function expectPersonalized(preview: Locator): Promise<void> {
  await expect.poll(async () => `${(await queryOf(preview)).get('l0')} · ${(await queryOf(preview)).get('l1')}`).toBe(`${name} · 2026`);
}

/** Mean absolute difference (0–255) of two images' rows from `top` to `bottom` (fractions of the height). */
async function bandDifference(a: Buffer, b: Buffer, top: number, bottom: number): Promise<number> {
  const raw = async (image: Buffer) => sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const [x, y] = await Promise.all([raw(a), raw(b)]);
  expect([y.info.width, y.info.height]).toEqual([x.info.width, x.info.height]);
  const row = x.info.width * x.info.channels;
  const from = Math.floor(x.info.height * top) * row;
  const to = Math.floor(x.info.height * bottom) * row;
  let sum = 0;
  for (let i = from; i < to; i += 1) sum += Math.abs(x.data[i]! - y.data[i]!);
  return sum / (to - from);
}

/** The preview the page shows, drawn large, with and without the personalization lines. */
async function previewWithAndWithoutLines(request: APIRequestContext, preview: Locator): Promise<[Buffer, Buffer]> {
  const url = new URL((await preview.getAttribute('src'))!, 'http://x');
  url.searchParams.set('w', '1000');
  const withLines = `${url.pathname}?${url.searchParams}`;
  url.searchParams.delete('l0');
  url.searchParams.delete('l1');
  const without = `${url.pathname}?${url.searchParams}`;
  const [a, b] = await Promise.all([request.get(withLines), request.get(without)]);
  expect(a.status()).toBe(200);
  expect(b.status()).toBe(200);
  return [await a.body(), await b.body()];
}

/** The 8x10's crop as the server saved it in the cart, read as the parent's browser reads its cart. */
async function savedCrop(page: Page): Promise<string> {
  const jobId = /\/(\d+)\/cart/.exec(page.url())![1];
  const cart = await page.evaluate(async (id) => {
    const response = await fetch(`/api/customer/jobs/${id}/cart/details`, { headers: { 'x-cart-key': localStorage.getItem('cartKey') ?? '' } });
    type Crop = { cropX: number; cropY: number; xMid: number; yMid: number };
    return (await response.json()) as { data: { cartPackages: Array<{ cartPackageItems: Array<{ productCode: string; imageNodes: Array<{ cropDimensions: Crop | null }> }> }> } };
  }, jobId);
  const crop = cart.data.cartPackages[0]!.cartPackageItems.find((item) => item.productCode === '8x10')!.imageNodes[0]!.cropDimensions!;
  return [crop.cropX, crop.cropY, crop.xMid, crop.yMid].join(',');
}

// What the parent sees on a phone (the phone project; the desktop project runs it at a desk's size) is the print: the whole of it, the name they pay for, the crop they left,
// the code on the card, the packages in the header.
test('a parent on a phone orders an 8x10 with a printed name and sees the whole print, name band included, everywhere @phone', async ({ page }) => {
  test.setTimeout(300_000);
  const code = await childCode(page.request);

  // The event page's "Access code" box takes the code as the card prints it, typed on a phone.
  await page.goto(`/${DEMO.studio.slug}`);
  await page.getByRole('link', { name: DEMO.jobs.lincoln }).click();
  await expect(page.getByRole('heading', { name: /Find your photos/ })).toBeVisible();
  for (const typed of [`${code.slice(0, 4)}-${code.slice(4)}`.toLowerCase(), ` ${code.slice(0, 4)} ${code.slice(4)} `.toLowerCase()]) {
    await page.getByLabel('Access code').fill(typed);
    await page.getByRole('button', { name: 'Find photos' }).click();
    await expect(page.getByRole('button', { name: `Order for ${CHILD.firstName}` })).toBeVisible();
  }

  // A look at another picture day first; then the card's code from the home page, straight to the child.
  await page.goto(`/${DEMO.studio.slug}`);
  await page.getByRole('link', { name: DEMO.jobs.tigers }).click();
  await expect(page.getByRole('heading', { name: /Find your photos/ })).toBeVisible();
  await page.goto('/');
  const box = page.getByRole('form', { name: 'Have a code?' });
  await box.getByLabel('Access code').fill(`${code.slice(0, 4)}-${code.slice(4)}`);
  await box.getByRole('button', { name: 'Open' }).click();
  await expect(page.getByRole('heading', { name: /Choose a package/ })).toBeVisible();
  // The job takes pre-orders and gallery orders: a child's code asks which before the packages.
  // A click, not check(): the answer replaces the question with the packages at once.
  await page.getByRole('group', { name: 'How are you ordering?' }).getByRole('radio', { name: 'Pre-order (before picture day)' }).click();

  // Crop, Save crop untouched, three times: the crop stays where it was first saved.
  await page.getByRole('button', { name: 'Choose Package A' }).click();
  const eightByTen = page.getByRole('group', { name: '8x10', exact: true });
  const cropper = page.getByRole('dialog', { name: 'Crop the 8x10' });
  const optionsPreview = eightByTen.getByRole('img', { name: PREVIEW_8X10 });
  for (let time = 0; time < 3; time += 1) {
    await eightByTen.getByRole('button', { name: 'Crop the 8x10' }).click();
    await expect(cropper.getByRole('button', { name: 'Save crop' })).toBeEnabled();
    await cropper.getByRole('button', { name: 'Save crop' }).click();
    await expect(cropper).toBeHidden();
    await expect(eightByTen.getByRole('status')).toHaveText('Cropped');
  }
  await expect.poll(async () => (await queryOf(optionsPreview)).get('c0')).toMatch(/^\d+,\d+,\d+,\d+$/);
  const crop = (await queryOf(optionsPreview)).get('c0')!;
  const [, cropY, , yMid] = crop.split(',').map(Number);
  // The frame the cropper opened with, inside the photo.
  expect(yMid! - cropY! / 2).toBeGreaterThanOrEqual(0);
  expect(yMid! + cropY! / 2).toBeLessThanOrEqual(100);
  await expectWholePrint(optionsPreview);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('heading', { name: 'Your cart' })).toBeVisible();
  expect(await savedCrop(page)).toBe(crop);

  // A second package: the header counts both.
  await morePackages(page);
  await page.getByRole('button', { name: 'Choose Package C' }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('heading', { name: 'Your cart' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart 2 items' })).toBeVisible();

  // The name on the prints, $10.
  await page.getByRole('link', { name: 'Continue' }).click();
  const personalization = page.getByRole('form', { name: /^Personalization for Ava/ });
  await personalization.getByLabel('Name printed on the photos').fill(name);
  await personalization.getByLabel('Year printed on the photos').fill('2026');
  await personalization.getByRole('button', { name: /Add personalization/ }).click();
  await expect(page.getByText(`Personalization: “${name} 2026”`)).toBeVisible();

  // The cart's preview is the print: the whole 8x10, the crop kept, the name and year in its band.
  await page.getByRole('link', { name: 'Cart 2 items' }).click();
  await expect(page.getByRole('heading', { name: 'Your cart' })).toBeVisible();
  const cartPreview = page.getByRole('list', { name: 'Packages in your cart' }).getByRole('listitem').filter({ hasText: 'Package A' }).getByRole('img', { name: PREVIEW_8X10 });
  await expectPersonalized(cartPreview);
  expect((await queryOf(cartPreview)).get('c0')).toBe(crop);
  await expectWholePrint(cartPreview);
  // The lines are drawn in the band at the bottom of the print, and nothing above it changes.
  const [withLines, without] = await previewWithAndWithoutLines(page.request, cartPreview);
  expect(await bandDifference(withLines, without, 0.8, 1)).toBeGreaterThan(5);
  expect(await bandDifference(withLines, without, 0, 0.6)).toBeLessThan(1);
  await expectAccessible(page);

  // The review and the confirmation show the same print.
  await page.getByRole('link', { name: 'Continue' }).click();
  await page.getByRole('link', { name: 'Continue to checkout' }).click();
  await fillCheckout(page);
  const reviewed = page.getByRole('list', { name: 'Packages in your order' }).getByRole('listitem', { name: `Package A for ${name}` }).getByRole('img', { name: PREVIEW_8X10 });
  await expectPersonalized(reviewed);
  await expectWholePrint(reviewed);
  await pay(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: /^Order #\d+$/ })).toBeVisible({ timeout: 30_000 });
  const confirmed = page.getByRole('list', { name: 'Your prints' }).getByRole('img', { name: PREVIEW_8X10 }).first();
  await expectPersonalized(confirmed);
  await expectWholePrint(confirmed);
  await expectAccessible(page);
});
