import { expect, test, type Page } from '@playwright/test';
import { logIn, ownSystemAdmin } from '../../support/auth';
import { DEMO } from '../../support/demo';
import { CHILD, expectAccessible } from '../customer/ordering-support';

/** Red over green on average, read by the browser from the image's pixels (fetched afresh, never from cache). */
function redness(page: Page, url: string): Promise<number> {
  return page.evaluate(async (src) => {
    const bitmap = await createImageBitmap(await (await fetch(src, { cache: 'no-store' })).blob());
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    let sum = 0;
    for (let i = 0; i < data.length; i += 4) sum += data[i]! - data[i + 1]!;
    return sum / (data.length / 4);
  }, url);
}

/** A solid red PNG, drawn by the browser: the mark the administrator uploads. */
async function redPng(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 400;
    canvas.height = 100;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#e00000';
    context.fillRect(0, 0, 400, 100);
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  return Buffer.from(base64, 'base64');
}

// @alone: the platform's mark changes every proof, which other journeys look at; it runs once they are done.
// It logs in as a system administrator of its own, so no other journey's password or session change reaches it.
test('a system administrator uploads a watermark and a parent sees it on the proofs once they are re-marked @alone', async ({ browser, baseURL }) => {
  // Every proof of the demo is made again in the background: sized for the slow hours of a shared host.
  test.setTimeout(300_000);
  const parentContext = await browser.newContext({ baseURL });
  const parent = await parentContext.newPage();
  // The parent finds their child: the results show the child's proofs.
  await parent.goto(`/${DEMO.studio.slug}`);
  await parent.getByRole('link', { name: DEMO.jobs.lincoln }).click();
  await parent.getByLabel('First name').fill(CHILD.firstName);
  await parent.getByLabel('Last name').fill(CHILD.lastName);
  await parent.getByRole('button', { name: 'Find photos' }).click();
  const proof = parent.locator('img[src*="/api/customer/images/"]').first();
  await expect(proof).toBeVisible();
  const proofUrl = (await proof.getAttribute('src'))!;
  const before = await redness(parent, proofUrl);

  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  const account = await ownSystemAdmin(admin.request, 'watermarks');
  await admin.goto('/login');
  await logIn(admin, account);
  await admin.getByRole('link', { name: 'Watermarks' }).click();
  await expect(admin.getByRole('heading', { name: 'Watermarks', level: 2 })).toBeVisible();
  await expect(admin.getByText(/Proofs carry the default mark/)).toBeVisible();
  await expect(admin.getByRole('img', { name: 'A sample proof with the mark in force' })).toBeVisible();
  await expectAccessible(admin);

  await admin.locator('input[type="file"]').setInputFiles({ name: 'studio-mark.png', mimeType: 'image/png', buffer: await redPng(admin) });
  await expect(admin.getByText('Picture uploaded: proofs are being re-marked with it').first()).toBeVisible();
  await expect(admin.getByText('This mark is on the proofs of every studio that has no mark of its own.')).toBeVisible();
  await expect(admin.getByRole('radio', { name: 'Picture' })).toBeChecked();
  // The page follows the background work until every proof carries the new mark.
  await expect(admin.getByText(/^All \d+ proofs carry this mark\.$/)).toBeVisible({ timeout: 240_000 });

  expect(await redness(parent, proofUrl)).toBeGreaterThan(before + 5);
  // A parent opening the page now is shown the marked proof.
  await parent.reload();
  await expect(proof).toBeVisible();
  expect(await redness(parent, (await proof.getAttribute('src'))!)).toBeGreaterThan(before + 5);

  // Back to the default mark (confirmed first), so the demo's proofs read "{studio} · PROOF" again.
  await admin.getByRole('button', { name: 'Go back to the default mark' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Remove the mark' }).click();
  await expect(admin.getByText(/Proofs carry the default mark/)).toBeVisible();
  await expect(admin.getByText(/^All \d+ proofs carry this mark\.$/)).toBeVisible({ timeout: 240_000 });
  expect(await redness(parent, proofUrl)).toBeLessThan(before + 5);
  await adminContext.close();
  await parentContext.close();
});
