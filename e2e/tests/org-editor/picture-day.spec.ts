import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { logIn } from '../../support/auth';
import { DEMO } from '../../support/demo';
import { latestMailTo } from '../../support/mail';
import { expectAccessible } from '../customer/ordering-support';
import { newJob, newOrganization, offerPackageSet, photoUploadBox, pick, saveSettings } from '../studio-admin/catalog-support';
import { dayRosterCsv, FIRST_NAMES, pictureDay, type DayChild } from './picture-day-support';
import { scanCameraCards, staffApi } from './roster-and-photos-support';

// A picture day as a studio shoots it (docs/photos.md "Keyframe matching"): the printed camera cards held up
// before each child, photos named by the camera in another order than they were shot, one card a thumb
// hides. The studio drops the whole day in the Photos tab, sees it as shot, gives the unread card's run to
// its child in one action and publishes; the parent who had left an address is e-mailed, and the link
// shows the child's portraits on a phone, never the card.
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const PACKAGE_SET = 'Fall Picture Day Packages';
/** The child whose card cannot be read (a thumb over its code), and whose parent asked to be told. */
const UNREAD = 8;

// A step that cannot happen fails within seconds instead of waiting out the whole journey's time.
test.use({ actionTimeout: 20_000 });

test('a picture day uploaded in the browser finds its children by the camera cards; the unread card’s run is given in one action; the parent who asked is e-mailed a link to the portraits', async ({ page, browser, baseURL }) => {
  test.setTimeout(300_000);
  const run = String(Date.now()).slice(-6);
  const job = `Picture Day ${run}`;
  const parentEmail = `day.parent.${run}@family.test`;

  // The studio: a job of its own in an organization of its own, the gallery open, the packages offered.
  await page.goto('/login');
  await logIn(page, DEMO.studioAdmin);
  await newOrganization(page, `Daybreak School ${run}`, { line1: '4 Dawn Road', city: 'Springfield' });
  const { jobUrl } = await newJob(page, job, '2027-03-09');
  const [, studioId, organizationId, jobId] = /studios\/(\d+)\/organizations\/(\d+)\/jobs\/(\d+)/.exec(page.url())!.map(Number);
  const api = await staffApi(page.request, { studioId: studioId!, organizationId: organizationId!, jobId: jobId! });
  await page.goto(`${jobUrl}/settings/general-settings`);
  await saveSettings(page, 'Gallery', 'Gallery settings saved');
  await page.goto(jobUrl);
  await offerPackageSet(page, PACKAGE_SET);

  // The roster (ten children, each with a card code), and the camera cards printed from it.
  await page.goto(`${jobUrl}/data-import`);
  await page.locator('input[type="file"]').setInputFiles({ name: 'roster.csv', mimeType: 'text/csv', buffer: dayRosterCsv(run) });
  await page.getByRole('button', { name: `Import ${FIRST_NAMES.length} subjects` }).click();
  await expect(page.getByText(`Import finished: ${FIRST_NAMES.length} created, 0 updated.`)).toBeVisible();
  const roster = (await api.subjects()).sort((a, b) => FIRST_NAMES.indexOf(a.firstName) - FIRST_NAMES.indexOf(b.firstName));
  await page.goto(`${jobUrl.replace(/\/organizations\/\d+/, '')}/orders/camera-cards`);
  await expect(page.getByRole('row', { name: `Subjects ${FIRST_NAMES.length}` })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /Download PDF/ }).click()]);
  const printed = scanCameraCards(await readFile(await download.path())).filter((code): code is string => code !== null);
  const children: DayChild[] = roster.map((subject, i) => ({
    id: subject.id,
    cardCode: printed.find((code) => code.endsWith(`:${subject.id}`))!,
    portraits: 2 + (i % 2),
    unreadable: i === UNREAD,
  }));
  expect(children.every((child) => child.cardCode)).toBe(true);
  const lost = roster[UNREAD]!;
  const lostName = `${lost.firstName} ${lost.lastName}`;

  // The parent, on a phone, before any photo exists: the code on the card, typed in lower case.
  const phone = await browser.newContext({ baseURL, ...PHONE });
  const parent = await phone.newPage();
  await parent.goto(`/${DEMO.studio.slug}`);
  const box = parent.getByRole('form', { name: 'Tell me when the photos are ready' });
  await box.getByLabel('Code on the card').fill(lost.accessCode!.toLowerCase());
  await box.getByLabel('Your e-mail').fill(parentEmail);
  await box.getByRole('button', { name: 'Tell me' }).click();
  await expect(parent.getByRole('status')).toContainText(/./);

  // The whole day chosen at once in the Photos tab.
  const day = await pictureDay(children);
  const dayStarted = Date.now();
  await page.goto(`${jobUrl}/data-import/photos`);
  // As a file chooser lists them: by name, which is not the order they were shot in.
  const chosen = [...day].sort((a, b) => a.name.localeCompare(b.name));
  await photoUploadBox(page).setInputFiles(chosen.map(({ name, mimeType, buffer }) => ({ name, mimeType, buffer })));
  await expect(page.getByText(`${day.length} of ${day.length} uploaded`)).toBeVisible({ timeout: 120_000 });

  // Photos as shot: once every photo is read, the unread card's run comes first, on nobody; every other
  // card names its child, with the count of the portraits after it.
  const cardOf = (child: DayChild) => day.find((shot) => shot.card && shot.subjectId === child.id)!.name;
  const runOf = (card: string) => page.getByRole('region', { name: new RegExp(`^${card.replace('.', '\\.')}: `) });
  await expect.poll(async () => (await api.photos()).filter((photo) => photo.status === 'done').length, { timeout: 180_000 }).toBe(day.length);
  await expect(page.getByText(/still being read/)).toBeHidden();
  const unreadCard = cardOf(children[UNREAD]!);
  await expect(runOf(unreadCard)).toHaveAccessibleName(`${unreadCard}: Card not read: its code couldn't be read`, { timeout: 60_000 });
  await expect(page.getByRole('region', { name: /^IMG_\d+\.jpg: / }).first()).toHaveAccessibleName(new RegExp(`^${unreadCard.replace('.', '\\.')}: Card not read`));
  for (const [i, child] of children.entries()) {
    if (i === UNREAD) continue;
    const subject = roster[i]!;
    await expect(runOf(cardOf(child))).toHaveAccessibleName(`${cardOf(child)}: ${subject.firstName} ${subject.lastName}`);
    await expect(runOf(cardOf(child))).toContainText(`${child.portraits} photos`);
  }
  await expectAccessible(page);

  // One action: the unread card's run goes to its child; the card itself stays a card.
  await pick(page, `Child for ${unreadCard}`, lost.accessCode!);
  await expect(page.getByText(`${children[UNREAD]!.portraits} photos assigned`)).toBeVisible();
  await expect(runOf(unreadCard)).toHaveAccessibleName(`${unreadCard}: ${lostName}`);
  const dayTook = Date.now() - dayStarted;

  // Every portrait is on its child, no card on anybody.
  const placed = await api.photos();
  expect(placed).toHaveLength(day.length);
  for (const photo of placed) {
    const shot = day.find((s) => s.name === photo.fileName)!;
    expect({ name: photo.fileName, subjectId: photo.subjectId }).toEqual({ name: shot.name, subjectId: shot.card ? null : shot.subjectId });
  }
  const portraitIds = placed.filter((p) => p.subjectId === lost.id).map((p) => p.id).sort((a, b) => a - b);
  const cardIds = placed.filter((p) => day.find((s) => s.name === p.fileName)!.card).map((p) => p.id);

  // Published: the parent's e-mail comes by itself, once the server looks for e-mails due.
  await page.goto(`${jobUrl}/overview`);
  await page.getByRole('button', { name: `Publish ${job}` }).click();
  await expect(page.getByText('Job published')).toBeVisible();
  const mail = await latestMailTo(parentEmail, new RegExp(`^${lost.firstName}'s photos are ready$`), { timeout: 90_000 });
  expect(mail.text).toContain(job);
  const link = /(https?:\/\/\S+\/code\/\S+)/.exec(mail.text)?.[1];
  expect(link, 'the e-mail links to the child’s code page').toBeTruthy();

  // The link, on the phone: the child's packages, and in them the child's portraits, never the card.
  const gallery = parent.waitForResponse((answer) => /\/api\/customer\/jobs\/\d+\/subjects\/\d+\?/.test(answer.url()));
  await parent.goto(new URL(link!).pathname);
  await expect(parent.getByRole('heading', { name: new RegExp(`Choose a package\\s*for ${lostName}`) })).toBeVisible();
  // The job offers pre-orders too: the parent says how they are ordering, then picks a package.
  await parent.getByRole('group', { name: 'How are you ordering?' }).getByRole('radio', { name: 'Order from the photo gallery' }).click();
  await parent.getByRole('button', { name: 'Choose Package C' }).click();
  const { data } = (await (await gallery).json()) as { data: { images: Array<{ id: number }> } };
  expect(data.images.map((image) => image.id).sort((a, b) => a - b)).toEqual(portraitIds);
  await expect(parent.getByRole('radio', { name: `Pose ${portraitIds.length}` }).first()).toBeVisible();
  await expect(parent.getByRole('radio', { name: `Pose ${portraitIds.length + 1}` })).toHaveCount(0);
  const shown = await parent.locator('main img').evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).currentSrc || (img as HTMLImageElement).src));
  const shownIds = shown.flatMap((url) => /\/api\/customer\/images\/(\d+)\//.exec(url)?.[1] ?? []).map(Number);
  expect(shownIds.length).toBeGreaterThan(0);
  for (const id of shownIds) expect(portraitIds).toContain(id);
  for (const id of cardIds) expect(shownIds).not.toContain(id);
  await expectAccessible(parent);
  await phone.close();
  test.info().annotations.push({ type: 'picture day', description: `${day.length} photos uploaded, read and placed in ${Math.round(dayTook / 1000)} s` });
});
