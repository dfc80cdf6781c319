import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import sharp, { type Sharp } from 'sharp';
import { logIn } from '../../support/auth';
import { DEMO } from '../../support/demo';
import { storedZipEntries } from '../../support/zip';
import { childWithPhoto, newJob, newPackageSet, offerPackageSet, photoUploadBox, saveSettings, sectionMenu } from '../studio-admin/catalog-support';
import { expectAccessible, fillCheckout, findChild, pay } from './ordering-support';

// The studio works at a desk; the parent (this test's own page) on the project's device.
const DESK = { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 };

/** A portrait of 800 × 1000: red grows to the right, green downwards, a blue of its own, so a wrong photo, a shifted crop or a blank differ. */
async function portrait(blue: number): Promise<Buffer> {
  const width = 800;
  const height = 1000;
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      raw[at] = Math.round((x * 255) / (width - 1));
      raw[at + 1] = Math.round((y * 255) / (height - 1));
      raw[at + 2] = blue;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality: 95 }).toBuffer();
}

/** Mean absolute difference per channel value (0–255) of two images, both scaled to 200 × 250. */
async function difference(a: Buffer | Sharp, b: Buffer | Sharp): Promise<number> {
  const pixels = (image: Buffer | Sharp) => (Buffer.isBuffer(image) ? sharp(image) : image).resize(200, 250, { fit: 'fill' }).removeAlpha().raw().toBuffer();
  const [x, y] = await Promise.all([pixels(a), pixels(b)]);
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += Math.abs(x[i]! - y[i]!);
  return sum / x.length;
}

/** The photo area of a print file, against the photo it should hold: an 8x10 is the photo whole; a wallet sheet's first wallet its 5:7 middle, turned. */
async function photoAreaDifference(file: Buffer, productCode: string, photo: Buffer): Promise<number> {
  if (productCode === '8x10') return difference(file, photo);
  // BFs: the first wallet is the top-left cell (3.5 × 2.5 in at 300 DPI, after half an inch of paper), the
  // portrait turned a quarter; its top three quarters (above the name band) against the same part of the photo.
  const cell = await sharp(file).extract({ left: 150, top: 0, width: 1050, height: 750 }).toBuffer();
  const expected = sharp(photo).extract({ left: 43, top: 0, width: 714, height: 750 });
  const turned = await Promise.all([90, 270].map(async (angle) => difference(sharp(await sharp(cell).rotate(angle).toBuffer()).extract({ left: 0, top: 0, width: 750, height: 788 }), expected.clone())));
  return Math.min(...turned);
}

/** Item `index` of the package form, started from a catalogue item found by its name. */
async function startFromCatalogue(page: Page, index: number, item: string): Promise<void> {
  const field = page.getByLabel('Start from a catalogue item (optional)').nth(index);
  await field.click();
  await field.fill(item);
  await expect(page.locator('.ant-select-item-option', { hasText: item }).first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toHaveCount(0);
  await expect(page.getByLabel('Item name').nth(index)).toHaveValue(item);
}

/** One paper envelope of one package paid in cash; answers its order number. */
async function envelope(page: Page, child: { firstName: string; lastName: string }, packageLabel: string, pose: number | null): Promise<string> {
  const picker = page.getByRole('combobox', { name: 'Child' });
  await picker.fill(`${child.firstName} ${child.lastName}`);
  await page.getByRole('option', { name: new RegExp(`^${child.lastName}, ${child.firstName}`) }).click();
  await expect(picker).toHaveAccessibleDescription(new RegExp(`^Envelope for ${child.lastName}, ${child.firstName}`));
  await page.getByLabel(packageLabel).fill('1');
  if (pose !== null) await page.getByLabel(/^Pose/).fill(String(pose));
  await page.getByLabel('Contact first name').fill('Jordan');
  await page.getByRole('button', { name: 'Save envelope (Ctrl+Enter)' }).click();
  const row = page.getByRole('table', { name: 'Saved envelopes' }).getByRole('row', { name: new RegExp(`${child.firstName} ${child.lastName}`) }).first();
  await expect(row).toContainText('Jordan');
  return (await row.getByRole('cell').first().innerText()).replace('#', '');
}

/** The lab ZIP of a whole fulfilment list (batch or individual) once every order of it has its files ready. */
async function labZip(page: Page, jobPath: string, list: 'batch' | 'individual', orders: string[], filesPerOrder: number): Promise<Map<string, Buffer>> {
  await page.goto(`${jobPath}/orders/${list}`);
  for (const order of orders) await expect(page.getByRole('row', { name: new RegExp(`#${order}`) })).toContainText(`${filesPerOrder} of ${filesPerOrder} ready`, { timeout: 90_000 });
  await expectAccessible(page);
  const [zip] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download for the lab' }).click()]);
  return storedZipEntries(await readFile(await zip.path()));
}

// The photo slot's acceptance: packages built only from catalogue items print the child's photo, for
// envelopes and for parents, for a child with one photo and for the pose chosen of two; the download is
// the chosen pose; nothing blank goes to the lab.
test('packages started from catalogue items print the child’s own photo: envelopes, a one-photo child, Pose 2 on a print and as the download @phone', async ({ page, browser, baseURL }) => {
  test.setTimeout(600_000);
  // Runs once per project (desktop and phone) on the same server: names of its own.
  const run = test.info().project.name === 'phone' ? 'P' : 'D';
  const ORGANIZATION = `Willow Creek ${run}`;
  const JOB = `Willow Creek Picture Day ${run}`;
  const PACKAGE = `Willow Classic ${run}`;
  const SET = `Willow Creek ${run}`;
  const OLIVIA = { firstName: 'Olivia', lastName: `Reed${run}`, accessCode: `OLIV27${run}` };
  const ETHAN = { firstName: 'Ethan', lastName: `Cole${run}`, accessCode: `ETHN27${run}` };
  const photos = { olivia: await portrait(120), ethan1: await portrait(20), ethan2: await portrait(235) };

  // The studio, at its desk: an organization, a prepay job, one package started from catalogue items.
  const studioContext = await browser.newContext({ baseURL, ...DESK });
  const studio = await studioContext.newPage();
  await studio.goto('/login');
  await logIn(studio, DEMO.studioAdmin);
  const studioHome = studio.url();
  await sectionMenu(studio).getByRole('link', { name: 'Organizations' }).click();
  await studio.getByRole('button', { name: 'New organization' }).click();
  const dialog = studio.getByRole('dialog', { name: 'New organization' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(ORGANIZATION);
  await dialog.getByRole('button', { name: 'Create organization' }).click();
  await expect(studio).toHaveURL(/\/organizations\/\d+\/overview/);
  const { jobsUrl, jobUrl } = await newJob(studio, JOB, '2027-10-05');
  const jobPath = jobUrl.replace(/\/organizations\/\d+/, '');
  await studio.goto(`${jobUrl}/settings/general-settings`);
  await saveSettings(studio, 'Preorder', 'Preorder settings saved');
  await saveSettings(studio, 'Gallery', 'Gallery settings saved');

  await studio.goto(studioHome);
  await sectionMenu(studio).getByRole('link', { name: 'Packages' }).click();
  await studio.getByRole('button', { name: 'New package' }).click();
  await studio.getByLabel('Name', { exact: true }).fill(PACKAGE);
  await studio.getByLabel('Retail cost (USD)').fill('30');
  await startFromCatalogue(studio, 0, 'Classic portrait 8x10');
  await studio.getByRole('button', { name: 'Add an item' }).click();
  await startFromCatalogue(studio, 1, 'Wallets with name');
  // Each place says what it holds: the child's photo, which the parent chooses.
  await expect(studio.getByRole('combobox', { name: 'Photo 1: what goes here' })).toHaveCount(2);
  await expect(studio.getByText("The child's photo (the parent chooses which)").first()).toBeVisible();
  // The digital item: a product (the catalogue holds prints only); the parent chooses its photo.
  await studio.getByRole('button', { name: 'Add an item' }).click();
  const product = studio.getByLabel('Product', { exact: true }).nth(2);
  await product.click();
  await product.fill('Single Digital Download');
  await expect(studio.locator('.ant-select-item-option', { hasText: 'Single Digital Download' }).first()).toBeVisible();
  await studio.keyboard.press('Enter');
  await expect(studio.getByText("One of the child's photos: the parent chooses which one this download delivers.")).toBeVisible();
  await expectAccessible(studio);
  await studio.getByRole('button', { name: 'Save' }).click();
  await expect(studio.getByRole('heading', { name: 'Packages' })).toBeVisible();
  await newPackageSet(studio, SET, [PACKAGE]);
  await studio.goto(jobsUrl);
  await studio.getByRole('link', { name: JOB }).first().click();
  await offerPackageSet(studio, SET);

  // Two children: Olivia photographed once, Ethan twice (Pose 1, Pose 2 in upload order).
  await childWithPhoto(studio, jobUrl, OLIVIA, photos.olivia);
  await childWithPhoto(studio, jobUrl, ETHAN, photos.ethan1);
  await photoUploadBox(studio).setInputFiles({ name: `${ETHAN.accessCode} pose2.jpg`, mimeType: 'image/jpeg', buffer: photos.ethan2 });
  await expect(studio.getByRole('row', { name: new RegExp(`${ETHAN.accessCode} pose2\\.jpg`) })).toContainText(`${ETHAN.firstName} ${ETHAN.lastName}`);
  await studio.goto(jobsUrl);
  await studio.getByRole('button', { name: `Publish ${JOB}` }).click();
  await expect(studio.getByText('Job published')).toBeVisible();

  // Envelopes: Olivia's with no pose written (her one photo), Ethan's with Pose 2.
  await studio.goto(`${jobPath}/entry`);
  await expect(studio.getByRole('heading', { name: 'Entry', level: 2 })).toBeVisible();
  const packageLabel = `${PACKAGE} ($30.00)`;
  const envelopes = { olivia: await envelope(studio, OLIVIA, packageLabel, null), ethan: await envelope(studio, ETHAN, packageLabel, 2) };
  await expectAccessible(studio);

  // The parent: Olivia's package has her one photo in every place, nothing to choose, nothing missing.
  const where = { studioSlug: DEMO.studio.slug, job: JOB };
  await findChild(page, { ...where, child: OLIVIA });
  await page.getByRole('button', { name: `Choose ${PACKAGE}` }).click();
  await expect(page.getByRole('group', { name: 'Classic portrait 8x10', exact: true })).toBeVisible();
  await expect(page.getByText(/Choose a photo/)).toHaveCount(0);
  await expect(page.getByText(/still needs/)).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('heading', { name: 'Your cart' })).toBeVisible();

  // Ethan's: Pose 2 on the 8x10, on the wallets and as the download.
  await findChild(page, { ...where, child: ETHAN });
  await page.getByRole('button', { name: `Choose ${PACKAGE}` }).click();
  for (const item of ['Classic portrait 8x10', 'Wallets with name']) await page.getByRole('group', { name: item, exact: true }).getByRole('radio', { name: 'Pose 2' }).check();
  const download = page.getByRole('group', { name: 'Which photo to download (Single Digital Download)' }).getByRole('radio', { name: 'Pose 2' });
  await download.check();
  const pose2Id = await download.getAttribute('value');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const lines = page.getByRole('list', { name: 'Packages in your cart' }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  await expect(lines.filter({ hasText: `${ETHAN.firstName}` })).toContainText('This photo, as a download');
  await expect(page.getByText(/still needs/)).toHaveCount(0);

  await page.getByRole('link', { name: 'Continue' }).click();
  await fillCheckout(page);
  await pay(page, '4242 4242 4242 4242');
  const heading = page.getByRole('heading', { name: /^Order #\d+$/ });
  await expect(heading).toBeVisible({ timeout: 30_000 });
  const online = (await heading.textContent())!.replace('Order #', '');
  const links = page.getByRole('region', { name: 'Digital downloads' }).getByRole('link');
  await expect(links).toHaveCount(2);
  const ethanLink = links.filter({ hasText: `-${pose2Id}.jpg` });
  await expect(ethanLink).toHaveCount(1);
  // The link opens the download page; the file itself is the API's answer for the same link.
  const linkId = (await ethanLink.getAttribute('href'))!.split('/').pop()!;
  const delivered = await page.request.get(`/api/customer/downloads/${linkId}`);
  expect(delivered.status()).toBe(200);
  const file = await delivered.body();
  expect(await difference(file, photos.ethan2), 'the download is Pose 2').toBeLessThan(3);
  expect(await difference(file, photos.ethan1)).toBeGreaterThan(30);

  // The lab ZIPs: every print file holds its child's photo (the pose chosen), none is blank.
  const batch = await labZip(studio, jobPath, 'batch', [envelopes.olivia, envelopes.ethan], 2);
  const individual = await labZip(studio, jobPath, 'individual', [online], 4);
  const expected = { [OLIVIA.lastName]: photos.olivia, [ETHAN.lastName]: photos.ethan2 };
  for (const entries of [batch, individual]) {
    const manifest = entries.get('manifest.csv')!.toString('utf8').replace(/^\uFEFF/, '').trim().split(/\r?\n/).slice(1);
    const printed = [...entries.keys()].filter((name) => name.endsWith('.jpg'));
    expect(printed).toHaveLength(manifest.length);
    for (const row of manifest) {
      const [name, , , , productCode] = row.split(',');
      const child = Object.keys(expected).find((lastName) => row.includes(lastName))!;
      const other = child === ETHAN.lastName ? photos.ethan1 : photos.ethan2;
      const print = entries.get(name!)!;
      const right = await photoAreaDifference(print, productCode!, expected[child]!);
      expect(right, `${name}: the photo area is ${child}'s chosen photo`).toBeLessThan(productCode === '8x10' ? 3 : 8);
      expect(await photoAreaDifference(print, productCode!, other), `${name}: not another photo`).toBeGreaterThan(30);
    }
  }
  expect([...batch.keys()].filter((name) => name.endsWith('.jpg')).sort()).toEqual(
    [envelopes.olivia, envelopes.ethan].flatMap((order) => [`${order}-01-01-8x10.jpg`, `${order}-01-02-BFs.jpg`]).sort(),
  );
  expect([...individual.keys()].filter((name) => name.endsWith('.jpg'))).toHaveLength(4);
  await studioContext.close();
});
