import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible } from '../../support/axe';
import { DEMO } from '../../support/demo';
import { CHILD } from './ordering-support';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

/** The code printed on the demo child's camera card, as the studio's roster holds it. */
async function childCode(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/auth/login', { data: { username: DEMO.studioAdmin.email, password: DEMO.studioAdmin.password } });
  const { data: tokens } = (await login.json()) as { data: { token: string } };
  const headers = { authorization: `Bearer ${tokens.token}` };
  const claims = JSON.parse(Buffer.from(tokens.token.split('.')[1]!, 'base64url').toString()) as { studio_id: number };
  const studio = `/api/studioadmin/studios/${claims.studio_id}`;
  const jobs = (await (await request.get(`${studio}/jobs`, { headers })).json()) as { data: { resultItems: Array<{ id: number; name: string }> } };
  const jobId = jobs.data.resultItems.find((job) => job.name === DEMO.jobs.lincoln)!.id;
  const search = `${CHILD.firstName} ${CHILD.lastName}`;
  const subjects = (await (await request.get(`${studio}/jobs/${jobId}/subjects`, { headers, params: { search } })).json()) as {
    data: { resultItems: Array<{ firstName: string; lastName: string; accessCode: string | null }> };
  };
  const child = subjects.data.resultItems.find((subject) => subject.firstName === CHILD.firstName && subject.lastName === CHILD.lastName);
  expect(child?.accessCode).toBeTruthy();
  return child!.accessCode!;
}

test.describe('a code any parent can type', () => {
  test('a parent on a phone types the code from the camera card on the home page and lands on the child’s photos', async ({ page }) => {
    const code = await childCode(page.request);
    await page.goto('/');
    const box = page.getByRole('form', { name: 'Have a code?' });
    await expect(box).toBeVisible();
    // A miss says so under the box and stays on the home page.
    await box.getByLabel('Access code').fill('NOSUCH99');
    await box.getByRole('button', { name: 'Open' }).click();
    await expect(box.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expectAccessible(page);

    // Typed on a phone: lower case, with the spaces a thumb adds.
    await box.getByLabel('Access code').fill(` ${code.toLowerCase()} `);
    await box.getByRole('button', { name: 'Open' }).click();
    await expect(page).toHaveURL(new RegExp(`/${DEMO.studio.slug}/\\d+/subject/\\d+/select-package$`));
    await expect(page.getByRole('heading', { name: new RegExp(`Choose a package\\s*for ${CHILD.firstName} ${CHILD.lastName}`) })).toBeVisible();
    await expectAccessible(page);
  });

  test('another parent types the job’s code from the flyer on the studio page and lands on that picture day', async ({ page }) => {
    await page.goto(`/${DEMO.studio.slug}`);
    const box = page.getByRole('form', { name: 'Have a code?' });
    await box.getByLabel('Have a code?').fill(DEMO.jobCodes.lincoln.toLowerCase());
    await box.getByRole('button', { name: 'Open' }).click();
    await expect(page).toHaveURL(new RegExp(`/${DEMO.studio.slug}/\\d+/search$`));
    await expect(page.getByRole('heading', { name: /Find your photos/ })).toBeVisible();
    await expect(page.getByText(DEMO.jobs.lincoln).first()).toBeVisible();
    await expectAccessible(page);
  });
});
