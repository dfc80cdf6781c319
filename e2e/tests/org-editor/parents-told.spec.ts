import { expect, test } from '@playwright/test';
import { logIn } from '../../support/auth';
import { DEMO } from '../../support/demo';
import { latestMailTo } from '../../support/mail';
import { pictureDay } from '../../support/picture-day';
import { photo } from './roster-and-photos-support';
import { expectAccessible } from '../customer/ordering-support';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const ORGANIZATION = 'Birch Hollow School';
const JOB = 'Birch Hollow Picture Day';
const CHILD = { firstName: 'Maya', lastName: 'Birch', accessCode: 'MAYA27BH' };
const PARENT = 'maya.parent@family.test';

test('a parent who left an address before the photos were online is e-mailed once the job is published, and the link opens the child’s packages on a phone', async ({ page, browser, baseURL, request }) => {
  test.setTimeout(300_000);
  // The studio: a job not yet published, a child with a photo, the demo packages offered, the gallery open; made
  // through the API the staff pages call (first-picture-day walks them).
  const { jobPath: jobUrl } = await pictureDay(request, DEMO.studioAdmin, {
    organization: { name: ORGANIZATION, address: { line1: '12 Birch Lane', city: 'Springfield' } },
    job: { name: JOB, pictureDay: '2027-03-09', gallery: true },
    packageSet: { name: 'Fall Picture Day Packages' },
    children: [CHILD],
    photos: { [CHILD.accessCode]: await photo(77) },
  });
  await page.goto('/login');
  await logIn(page, DEMO.studioAdmin);

  // The parent, on a phone, before the photos are online: the card's code typed as printed (a dash), lower case.
  const phone = await browser.newContext({ baseURL, ...PHONE });
  const parent = await phone.newPage();
  await parent.goto(`/${DEMO.studio.slug}`);
  const box = parent.getByRole('form', { name: 'Tell me when the photos are ready' });
  await box.getByLabel('Code on the card').fill('maya-27bh');
  await box.getByLabel('Your e-mail').fill(PARENT);
  await box.getByRole('button', { name: 'Tell me' }).click();
  await expect(parent.getByRole('status')).toContainText(/./);
  await expectAccessible(parent);

  // The job's overview: e-mails to parents are on, and wait for the job to be published.
  await page.goto(`${jobUrl}/overview`);
  const emails = page.getByRole('region', { name: 'E-mails to parents' });
  await expect(emails.getByRole('switch', { name: /E-mail parents when their child’s photos are online/ })).toBeChecked();
  await expect(emails).toContainText('Nothing is sent until the job is published.');
  await expectAccessible(page);
  await page.getByRole('button', { name: `Publish ${JOB}` }).click();
  await expect(page.getByText('Job published')).toBeVisible();

  // The e-mail comes by itself (the server looks for e-mails due every few seconds here), once.
  const mail = await latestMailTo(PARENT, new RegExp(`${CHILD.firstName}'s photos are ready`), { timeout: 90_000 });
  expect(mail.text).toContain(JOB);
  const link = /(https?:\/\/\S+\/code\/\S+)/.exec(mail.text)?.[1];
  expect(link, 'the e-mail links to the child’s code page').toBeTruthy();
  await expect(emails.getByRole('listitem').first()).toHaveText('Sent: 1', { timeout: 45_000 });

  // The link, opened on the phone, lands on the child's packages.
  await parent.goto(new URL(link!).pathname);
  await expect(parent.getByRole('heading', { name: new RegExp(`Choose a package\\s*for ${CHILD.firstName} ${CHILD.lastName}`) })).toBeVisible();
  await expectAccessible(parent);
  await phone.close();
});
