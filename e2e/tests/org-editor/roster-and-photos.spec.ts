import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { logIn } from '../../support/auth';
import { DEMO } from '../../support/demo';
import { expectAccessible, fillCheckout, pay } from '../customer/ordering-support';
import { offerPackageSet, pick } from '../studio-admin/catalog-support';
import { CLASSES, photo, rosterCsv, rosterXlsx, scanCameraCards, staffApi, width, type StaffSubject } from './roster-and-photos-support';

// Issue 10's acceptance journey: a new job's roster comes in from a CSV and a spreadsheet, its 60 photos
// are uploaded and matched, one by hand; the job is published, a parent finds their child with the card's
// access code, sees only watermarked previews and orders; the camera cards scan to the right children.
const PACKAGE_SET = 'Fall Picture Day Packages';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// A step that cannot happen fails within seconds instead of waiting out the whole journey's time.
test.use({ actionTimeout: 20_000 });

/** Picks an option of an antd select and waits for its list to close (axe would meet a half-closed list). */
async function choose(page: Page, label: string, option: string) {
  const open = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  await page.getByRole('combobox', { name: label }).click();
  // A select keeps its closed list in the page; only the open one is looked in.
  await open.getByTitle(option, { exact: true }).click();
  await expect(open).toHaveCount(0);
}

const mapColumn = (page: Page, header: string, target: string) => choose(page, `Import ${header} as`, target);

const fullName = (s: StaffSubject) => `${s.firstName} ${s.lastName}`;

test('a new job: roster from CSV and XLSX, 60 photos matched, published, a parent orders, the camera cards scan', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const run = String(Date.now()).slice(-6);
  const job = `Roster and Photos ${run}`;
  await page.goto('/login');
  await logIn(page, DEMO.studioAdmin);
  await page.getByRole('link', { name: 'Organizations' }).first().click();
  await page.getByRole('link', { name: 'Lincoln Elementary' }).click();
  await page.getByRole('link', { name: 'Jobs', exact: true }).last().click();
  const jobsUrl = page.url();
  await page.getByRole('button', { name: 'New job' }).click();
  const dialog = page.getByRole('dialog', { name: 'New job' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(job);
  await dialog.getByRole('checkbox', { name: /Prepay/ }).check();
  await dialog.getByRole('button', { name: 'Create job' }).click();
  await expect(page.getByText('Job created')).toBeVisible();
  await page.getByRole('link', { name: job }).first().click();
  await expect(page).toHaveURL(/\/jobs\/\d+\/overview/);
  const [, studioId, organizationId, jobId] = /studios\/(\d+)\/organizations\/(\d+)\/jobs\/(\d+)/.exec(page.url())!.map(Number);
  const jobUrl = page.url().replace(/\/overview.*$/, '');
  const api = await staffApi(page.request, { studioId: studioId!, organizationId: organizationId!, jobId: jobId! });
  await offerPackageSet(page, PACKAGE_SET);

  // The roster: a CSV and a spreadsheet whose columns have names of their own, mapped by hand.
  await page.goto(`${jobUrl}/data-import`);
  await page.locator('input[type="file"]').setInputFiles({ name: 'roster.csv', mimeType: 'text/csv', buffer: rosterCsv(run) });
  await expect(page.getByText('Map the columns first')).toBeVisible();
  await mapColumn(page, 'Pupil given', 'First name');
  await mapColumn(page, 'Pupil family', 'Last name');
  await mapColumn(page, 'Homeroom', 'Group (class or team)');
  await expect(page.getByText('29 rows are ready to import; 1 row is refused and will not be imported.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Refused rows' }).getByRole('row', { name: '13 First name: This field is required' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Skip the refused row and import 29 subjects' }).click();
  await expect(page.getByText('Import finished: 29 created, 0 updated.')).toBeVisible();

  await page.locator('input[type="file"]').setInputFiles({ name: 'roster.xlsx', mimeType: XLSX, buffer: await rosterXlsx(run) });
  await mapColumn(page, 'Child first', 'First name');
  await mapColumn(page, 'Child last', 'Last name');
  await mapColumn(page, 'Class name', 'Group (class or team)');
  await expect(page.getByText('6 rows are ready to import.')).toBeVisible();
  await page.getByRole('button', { name: 'Import 6 subjects' }).click();
  // Five children were already there (same names and class): updated, not doubled.
  await expect(page.getByText('Import finished: 1 created, 5 updated.')).toBeVisible();
  const roster = await api.subjects();
  expect(roster).toHaveLength(30);
  expect(new Set(roster.map((s) => s.groupName))).toEqual(new Set(CLASSES));
  // The roster tab lists one class at a time.
  await page.goto(`${jobUrl}/subjects/listing`);
  await choose(page, 'Group', 'Room 2');
  await expect(page).toHaveURL(/groupId=\d+/);
  await expect(page.getByRole('link', { name: new RegExp(`^Kid${run}, `) })).toHaveCount(10);
  await expectAccessible(page);

  // 60 photos, two per child named with the card's access code, but the last one straight off the camera.
  const files = await Promise.all(
    roster.flatMap((subject, i) => [0, 1].map(async (shot) => ({
      name: i === 29 && shot === 1 ? 'IMG_0060.jpg' : `${subject.accessCode}_${shot + 1}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await photo(i * 2 + shot),
    }))),
  );
  const owner = new Map(roster.flatMap((subject, i) => [0, 1].map((shot) => [files[i * 2 + shot]!.name, subject] as const)));
  await page.goto(`${jobUrl}/data-import/photos`);
  await page.locator('input[type="file"]').setInputFiles(files);
  await expect(page.getByText('60 of 60 uploaded')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('progressbar', { name: 'Overall upload progress' })).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByRole('listitem', { name: 'IMG_0060.jpg' })).toContainText('not matched');
  await expect.poll(async () => (await api.photos()).filter((p) => p.status === 'done').length, { timeout: 60_000 }).toBe(60);

  // Every photo sits on its subject, and the first page of the table shows the thumbnails beside the right children.
  const placed = await api.photos();
  expect(placed.filter((p) => p.fileName !== 'IMG_0060.jpg').every((p) => p.subjectId === owner.get(p.fileName!)!.id)).toBe(true);
  for (const name of [0, 24, 48].map((i) => placed[i]!.fileName!).filter((name) => name !== 'IMG_0060.jpg')) {
    const row = page.getByRole('row', { name: new RegExp(name.replace('.', '\\.')) });
    await expect(row).toContainText(fullName(owner.get(name)!));
    const thumbnail = row.getByRole('img', { name: `Thumbnail of ${name}` });
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }

  // The unmatched photo, assigned by hand to the child whose second photo it is.
  const last = roster[29]!;
  await page.locator('.ant-segmented-item', { hasText: 'Unmatched' }).click();
  await expect(page.getByRole('row', { name: /IMG_0060\.jpg/ })).toBeVisible();
  await expectAccessible(page);
  await pick(page, 'Subject for IMG_0060.jpg', last.accessCode!);
  await expect(page.getByText('Photo assigned')).toBeVisible();
  await expect(page.getByText('Every photo is matched to a subject.')).toBeVisible();
  expect((await api.photos()).find((p) => p.fileName === 'IMG_0060.jpg')!.subjectId).toBe(last.id);

  // Published.
  await page.goto(jobsUrl);
  await expect(page.getByRole('heading', { name: 'Jobs' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search jobs' }).fill(job);
  await page.getByRole('searchbox', { name: 'Search jobs' }).press('Enter');
  await expectAccessible(page);
  await page.getByRole('button', { name: `Publish ${job}` }).click();
  await expect(page.getByText('Job published')).toBeVisible();

  // The parent finds the child with the card's access code and sees only watermarked previews.
  const parentContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const parent = await parentContext.newPage();
  const originals = files.map((f) => f.buffer);
  await parent.goto(`/${DEMO.studio.slug}`);
  await parent.getByRole('link', { name: job }).click();
  await expect(parent.getByRole('heading', { name: /Find your photos/ })).toBeVisible();
  await parent.getByLabel('Access code').fill(last.accessCode!.toLowerCase());
  await parent.getByRole('button', { name: 'Find photos' }).click();
  const gallery = parent.waitForResponse((answer) => /\/api\/customer\/jobs\/\d+\/subjects\/\d+\?/.test(answer.url()));
  await parent.getByRole('button', { name: `Order for ${last.firstName}` }).click();
  await expect(parent.getByRole('heading', { name: /Choose a package/ })).toBeVisible();
  await parent.getByRole('button', { name: 'Choose Package C' }).click();
  await expect(parent.getByRole('radio', { name: 'Pose 2' }).first()).toBeVisible();
  // The gallery hands out only the signed thumbnail and preview of each of the child's two photos, and
  // the page shows nothing else.
  const body = await (await gallery).text();
  const { data } = JSON.parse(body) as { data: { images: Array<{ imageThumbnailUrl: string; previewUrl: string }> } };
  expect(data.images).toHaveLength(2);
  // (The subject's own thumbnail is its first photo's, so it appears twice.)
  const handedOut = [...new Set(body.match(/\/api\/[^"]+/g) ?? [])];
  expect(handedOut).toHaveLength(4);
  for (const url of handedOut) expect(new URL(url, 'http://x').pathname).toMatch(/^\/api\/customer\/images\/\d+\/(thumbnail|preview)$/);
  const shown = await parent.locator('main img').evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).currentSrc || (img as HTMLImageElement).src));
  expect(shown.length).toBeGreaterThanOrEqual(2);
  // Besides those, the live preview of the print: drawn from the same marked previews, watermarked too.
  for (const url of shown) expect(new URL(url).pathname).toMatch(/^\/api\/customer\/(images\/\d+\/(thumbnail|preview)|jobs\/\d+\/print-preview)$/);
  for (const url of data.images.flatMap((image) => [image.imageThumbnailUrl, image.previewUrl])) {
    const answer = await parent.request.get(url);
    expect(answer.headers()['content-type']).toBe('image/jpeg');
    const copy = await answer.body();
    // A re-made, marked and smaller copy: never the bytes the studio uploaded, never its full size.
    expect(originals.some((original) => original.equals(copy))).toBe(false);
    expect(await width(copy)).toBeLessThan(1200);
    const imageId = /images\/(\d+)\//.exec(url)![1];
    expect((await parent.request.get(`/api/customer/images/${imageId}/original`)).ok()).toBe(false);
  }
  await expectAccessible(parent);
  await parent.getByRole('button', { name: 'Add to cart' }).click();
  await expect(parent.getByRole('heading', { name: 'Your cart' })).toBeVisible();
  await parent.getByRole('link', { name: 'Continue' }).click();
  await fillCheckout(parent);
  await pay(parent, '4242 4242 4242 4242');
  await expect(parent.getByRole('heading', { name: /^Order #\d+$/ })).toBeVisible({ timeout: 30_000 });
  await expectAccessible(parent);
  await parentContext.close();

  // The camera cards: 30, each QR code naming this job and one child of its roster.
  // They are printed from the admin job editor (the same job without its organization in the path).
  await page.goto(`${jobUrl.replace(/\/organizations\/\d+/, '')}/orders/camera-cards`);
  await expect(page.getByRole('heading', { name: 'Camera cards' })).toBeVisible();
  await expect(page.getByRole('row', { name: 'Subjects 30' })).toBeVisible();
  await expectAccessible(page);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /Download PDF/ }).click()]);
  const codes = scanCameraCards(await readFile(await download.path()));
  // A Group photo card for each class and a card for each child: 33 cards on five pages of eight.
  expect(codes).toHaveLength(40);
  expect(codes.slice(33)).toEqual(Array(7).fill(null));
  const printed = codes.slice(0, 33) as string[];
  const groupCards = printed.filter((code) => /^SD1:\d+:G\d+$/.test(code));
  const childCards = printed.filter((code) => /^SD1:\d+:\d+$/.test(code));
  expect([groupCards.length, childCards.length]).toEqual([CLASSES.length, 30]);
  expect([...groupCards, ...childCards].map((code) => code.split(':')[1])).toEqual(Array(33).fill(String(jobId)));
  const scanned = childCards.map((code) => Number(code.split(':')[2]));
  expect([...scanned].sort((a, b) => a - b)).toEqual(roster.map((s) => s.id).sort((a, b) => a - b));
});
