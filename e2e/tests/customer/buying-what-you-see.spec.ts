import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { logIn } from '../../support/auth';
import { DEMO } from '../../support/demo';
import { storedZipEntries } from '../../support/zip';
import { CHILD, expectAccessible, fillCheckout, findChild, morePackages, pay } from './ordering-support';

const name = `${CHILD.firstName} ${CHILD.lastName}`;
const PREVIEW_8X10 = 'Preview of the 8x10 as it will print';
const PREVIEW_WALLETS = 'Preview of the Wallets as it will print';

/**
 * A print preview the renderer drew and the browser shows: its image comes from the print-preview route
 * (not a photo thumbnail) with the parent's choices in its query, and it loaded.
 */
async function expectPrintPreview(preview: Locator, choices: Record<string, string | RegExp> = {}): Promise<void> {
  await expect(preview).toBeVisible();
  await expect
    .poll(async () => {
      const url = new URL((await preview.getAttribute('src')) ?? '', 'http://x');
      if (!/^\/api\/customer\/jobs\/\d+\/print-preview$/.test(url.pathname)) return `not a print preview: ${url.pathname}`;
      for (const [key, want] of Object.entries(choices)) {
        const got = url.searchParams.get(key) ?? '';
        if (typeof want === 'string' ? got !== want : !want.test(got)) return `${key}=${got}`;
      }
      return 'ok';
    })
    .toBe('ok');
  await expect.poll(() => preview.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
}

/** The print-preview query of the 8x10 as the parent set it: a crop, a quarter turn right, the background, the name. */
const eightByTenChoices = (backgroundId: string) => ({ c0: /^\d+,\d+,\d+,\d+$/, r0: '90', bg: backgroundId, t0: name });

async function studioJobPath(page: Page): Promise<string> {
  await page.goto('/login');
  await logIn(page, DEMO.studioAdmin);
  await page.getByRole('link', { name: 'Jobs' }).first().click();
  await page.getByRole('link', { name: DEMO.jobs.lincoln }).first().click();
  await expect(page).toHaveURL(/\/admin\/studios\/\d+\/jobs\/\d+/);
  return new URL(page.url()).pathname.replace(/\/jobs\/(\d+).*/, '/jobs/$1');
}

/** The studio and the system administrator work at a desk: their own browsers, not the parent's phone. */
const DESK = { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 };

/** Mean colour of a square at the given place of a print file. */
async function colourAt(file: Buffer, left: number, top: number, side = 100): Promise<[number, number, number]> {
  const { channels } = await sharp(file).extract({ left, top, width: side, height: side }).stats();
  return [channels[0]!.mean, channels[1]!.mean, channels[2]!.mean];
}

// Issue 19's acceptance: what the parent sees on the phone is what the studio prints, ships and tells them about.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

test('a parent on a phone buys an 8x10 cropped, turned, on a green-screen background with the name, wallets and a chosen download; the studio prints, exports and ships it', async ({ page, browser, baseURL }) => {
  // The longest journey: two people, a payment, four print files drawn at 300 DPI, a lab ZIP read back.
  test.setTimeout(480_000);

  // The options page: the green-screen pose on the 8x10, cropped and turned, a background, the name.
  await findChild(page);
  await page.getByRole('button', { name: 'Choose Package A' }).click();
  const eightByTen = page.getByRole('group', { name: '8x10', exact: true });
  await expect(eightByTen).toBeVisible();
  await eightByTen.getByRole('radio', { name: 'Pose 3' }).check();
  await eightByTen.getByRole('button', { name: 'Crop the 8x10' }).click();
  const cropper = page.getByRole('dialog', { name: 'Crop the 8x10' });
  await expect(cropper.getByRole('button', { name: 'Save crop' })).toBeEnabled();
  await cropper.getByRole('button', { name: 'Rotate right' }).click();
  await cropper.getByRole('button', { name: 'Save crop' }).click();
  await expect(eightByTen.getByRole('status')).toHaveText('Cropped');
  const background = page.getByRole('group', { name: 'Background' }).getByRole('radio', { name: 'Blue Sky' });
  await background.check();
  await eightByTen.getByLabel('Name printed on the 8x10').fill(name);
  // The background's id, as the preview asks for it (the radio's value is not shown to the parent).
  const optionsPreview = eightByTen.getByRole('img', { name: PREVIEW_8X10 });
  await expect.poll(async () => new URL((await optionsPreview.getAttribute('src')) ?? '/', 'http://x').searchParams.get('bg')).toMatch(/^\d+$/);
  const backgroundId = new URL((await optionsPreview.getAttribute('src'))!, 'http://x').searchParams.get('bg')!;
  await expectPrintPreview(optionsPreview, eightByTenChoices(backgroundId));
  await expectPrintPreview(page.getByRole('group', { name: 'Wallets', exact: true }).getByRole('img', { name: PREVIEW_WALLETS }));
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('heading', { name: 'Your cart' })).toBeVisible();

  // The digital download of a chosen photo.
  await morePackages(page);
  await page.getByRole('button', { name: 'Choose Single Digital Download' }).click();
  const second = page.getByRole('group', { name: 'Which photo to download (Digital download)' }).getByRole('radio', { name: 'Pose 2' });
  await second.check();
  const chosenId = await second.getAttribute('value');
  await page.getByRole('button', { name: 'Add to cart' }).click();

  // Each cart line shows its prints as the renderer draws them.
  const lines = page.getByRole('list', { name: 'Packages in your cart' }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  const packageLine = lines.filter({ hasText: 'Package A' });
  await expectPrintPreview(packageLine.getByRole('img', { name: PREVIEW_8X10 }), eightByTenChoices(backgroundId));
  await expectPrintPreview(packageLine.getByRole('img', { name: PREVIEW_WALLETS }));
  await expect(lines.filter({ hasText: 'Single Digital Download' })).toContainText('This photo, as a download');

  // The review lists every package with its child, preview and price.
  await page.getByRole('link', { name: 'Continue' }).click();
  await page.getByRole('link', { name: 'Continue to checkout' }).click();
  await fillCheckout(page);
  const review = page.getByRole('list', { name: 'Packages in your order' });
  await expect(review.getByRole('listitem')).toHaveCount(2);
  const reviewed = review.getByRole('listitem', { name: `Package A for ${name}` });
  await expect(reviewed).toContainText('$49.00');
  await expectPrintPreview(reviewed.getByRole('img', { name: PREVIEW_8X10 }), eightByTenChoices(backgroundId));
  await expect(review.getByRole('listitem', { name: `Single Digital Download for ${name}` })).toContainText('$15.00');
  await expectAccessible(page);

  // Paid: the confirmation shows the prints and delivers the chosen photo.
  await pay(page, '4242 4242 4242 4242');
  const heading = page.getByRole('heading', { name: /^Order #\d+$/ });
  await expect(heading).toBeVisible({ timeout: 30_000 });
  const orderNumber = (await heading.textContent())!.replace('Order #', '');
  await expectPrintPreview(page.getByRole('list', { name: 'Your prints' }).getByRole('img', { name: PREVIEW_8X10 }).first(), eightByTenChoices(backgroundId));
  const downloads = page.getByRole('region', { name: 'Digital downloads' }).getByRole('link');
  await expect(downloads).toHaveCount(1);
  await expect(downloads).toContainText(`-${chosenId}.jpg`);

  // The studio, at its desk: the order with its address, the photo with its crop frame and the print files.
  const studioContext = await browser.newContext({ baseURL, ...DESK });
  const studio = await studioContext.newPage();
  const job = await studioJobPath(studio);
  await studio.goto(`${job}/orders/${orderNumber}`);
  await expect(studio.getByRole('heading', { name: `Order #${orderNumber}` })).toBeVisible();
  await expect(studio.getByText('Pat Parent, 12 Elm Street, Springfield, IL 62701')).toBeVisible();
  await expect(studio.getByRole('img', { name: /with its crop frame/ }).first()).toBeVisible();
  await expect(studio.getByText(/^4 of 4 ready/)).toBeVisible({ timeout: 90_000 });
  for (const file of [`${orderNumber}-01-01-8x10.jpg`, `${orderNumber}-01-04-BFs.jpg`]) {
    const preview = studio.getByRole('img', { name: `Print preview ${file}` });
    await expect(preview).toBeVisible();
    await expect.poll(() => preview.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  }
  await expectAccessible(studio);

  // Into production: the order goes to the lab with the others.
  await studio.getByRole('button', { name: 'Move order' }).click();
  await studio.getByRole('dialog').getByRole('button', { name: 'Move to in production' }).click();
  await expect(studio.getByText('1 order moved to in production')).toBeVisible();

  // The lab ZIP of that order, from the Individual list: its four print files and the manifest.
  await studio.goto(`${job}/orders/individual`);
  await studio.getByRole('combobox', { name: 'Filter by status' }).click();
  await studio.getByTitle('In production').last().click();
  const row = studio.getByRole('row', { name: new RegExp(`#${orderNumber}`) });
  await expect(row).toContainText('4 of 4 ready');
  await row.getByRole('checkbox').check();
  const [zip] = await Promise.all([studio.waitForEvent('download'), studio.getByRole('button', { name: 'Download 1 for the lab' }).click()]);
  expect(zip.suggestedFilename()).toMatch(/^Lincoln-Fall-Picture-Day-lab-export-individual-\d{4}-\d\d-\d\d\.zip$/);
  const entries = storedZipEntries(await readFile(await zip.path()));
  const files = ['01-01-8x10', '01-02-5x7', '01-03-3-5x5', '01-04-BFs'].map((part) => `${orderNumber}-${part}.jpg`);
  expect([...entries.keys()].sort()).toEqual([...files, 'manifest.csv'].sort());
  const manifest = entries.get('manifest.csv')!.toString('utf8').replace(/^\uFEFF/, '').trim().split(/\r?\n/);
  expect(manifest[0]).toBe('file,order_number,line,item,product_code,item_name,copies,width_px,height_px,child,group,organization,ship_to_name,ship_to,reprint_reason');
  expect(manifest.slice(1).map((row) => row.split(',').slice(0, 7).join(','))).toEqual([
    `${files[0]},${orderNumber},1,1,8x10,8x10,1`,
    `${files[1]},${orderNumber},1,2,5x7,5x7,2`,
    `${files[2]},${orderNumber},1,3,3.5x5,3.5x5,4`,
    `${files[3]},${orderNumber},1,4,BFs,Wallets,1`,
  ]);
  for (const row of manifest.slice(1)) expect(row).toContain(`${name},`);
  expect(manifest[1]).toContain('12 Elm Street');
  // The 8x10 as printed: 300 DPI sRGB at 8 × 10 inches, and the chosen sky where the green screen was.
  const print = entries.get(files[0]!)!;
  const meta = await sharp(print).metadata();
  expect(meta).toMatchObject({ format: 'jpeg', density: 300, space: 'srgb' });
  expect([meta.width, meta.height].sort()).toEqual([2400, 3000]);
  expect(manifest[1]).toContain(`,${meta.width},${meta.height},`);
  for (const [left, top] of [[40, 40], [meta.width! - 140, 40]] as const) {
    const [r, g, b] = await colourAt(print, left, top);
    expect(b, `blue sky at ${left},${top}: ${[r, g, b].map(Math.round)}`).toBeGreaterThan(Math.max(r, g) + 20);
  }

  // Shipped with its carrier and tracking number.
  await studio.getByRole('combobox', { name: 'New status' }).click();
  await studio.getByTitle('Shipped').last().click();
  await studio.getByRole('textbox', { name: 'Carrier' }).fill('UPS');
  await studio.getByRole('textbox', { name: 'Tracking number' }).fill(`1ZE2E${orderNumber}`);
  await studio.getByRole('button', { name: 'Move order' }).click();
  await studio.getByRole('dialog').getByRole('button', { name: 'Move to shipped' }).click();
  await expect(studio.getByText('1 order moved to shipped')).toBeVisible();
  await studioContext.close();

  // The parent's e-mail says shipped: the system administrator finds it in the e-mail log.
  const adminContext = await browser.newContext({ baseURL, ...DESK });
  const admin = await adminContext.newPage();
  await admin.goto('/login');
  await logIn(admin, DEMO.systemAdmin);
  await admin.getByRole('link', { name: 'E-mail log' }).click();
  await admin.getByLabel('Search recipient or subject').fill(`#${orderNumber} has shipped`);
  await admin.keyboard.press('Enter');
  await expect(admin.getByRole('row', { name: /pat\.parent@shutterday\.test/ }).first()).toContainText('has shipped');
  await adminContext.close();
});
