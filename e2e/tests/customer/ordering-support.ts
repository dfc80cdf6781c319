import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { DEMO } from '../../support/demo';

/** The journeys' accessibility check (e2e/support/axe.ts), also reached from here by the journeys that import it so. */
export { expectAccessible } from '../../support/axe';

/** The first subject of "Lincoln Fall Picture Day" in the demo seed. */
export const CHILD = { firstName: 'Ava', lastName: 'Johnson' };

/** Where a parent orders: a studio's page, one of its jobs, a child of the job. */
export interface PictureDayChild {
  studioSlug: string;
  job: string;
  child: { firstName: string; lastName: string };
}
const DEMO_CHILD: PictureDayChild = { studioSlug: DEMO.studio.slug, job: DEMO.jobs.lincoln, child: CHILD };

/** From the studio landing to the package list of a child (the demo's by default), as a parent would go. */
export async function findChild(page: Page, { studioSlug, job, child }: PictureDayChild = DEMO_CHILD): Promise<void> {
  await page.goto(`/${studioSlug}`);
  await page.getByRole('link', { name: job }).click();
  await expect(page.getByRole('heading', { name: /Find your photos/ })).toBeVisible();
  await page.getByLabel('First name').fill(child.firstName);
  await page.getByLabel('Last name').fill(child.lastName);
  await page.getByRole('button', { name: 'Find photos' }).click();
  await page.getByRole('button', { name: `Order for ${child.firstName}` }).click();
  await expect(page.getByRole('heading', { name: /Choose a package/ })).toBeVisible();
}

/** Chooses a package on the package list and adds it to the cart with its default options. */
export async function addPackage(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: `Choose ${name}` }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('heading', { name: 'Your cart' })).toBeVisible();
}

/** From the cart to the package list of the same child (the demo's by default) again. */
export async function morePackages(page: Page, child: PictureDayChild['child'] = CHILD): Promise<void> {
  await page.getByRole('link', { name: 'Add more packages' }).click();
  await expect(page.getByRole('heading', { name: /Choose a child/ })).toBeVisible();
  await page.getByRole('link', { name: `${child.firstName} ${child.lastName}`, exact: true }).click();
  await expect(page.getByRole('heading', { name: /Choose a package/ })).toBeVisible();
}

/** Fills the checkout details (mail to home, standard shipping) and goes to the review. */
export async function fillCheckout(page: Page): Promise<void> {
  await fillCheckoutDetails(page);
  await page.getByLabel(/Standard shipping/).check();
  await page.getByRole('button', { name: 'Review my order' }).click();
  await expect(page.getByRole('heading', { name: 'Review your order' })).toBeVisible();
}

/** Who pays and where (Springfield, IL), without choosing the delivery. */
export async function fillCheckoutDetails(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await page.getByLabel('First name').fill('Pat');
  await page.getByLabel('Last name').fill('Parent');
  await page.getByLabel('Email').fill('pat.parent@shutterday.test');
  await page.getByLabel('Street address').fill('12 Elm Street');
  await page.getByLabel('City').fill('Springfield');
  await page.getByLabel('State').fill('IL');
  await page.getByLabel('ZIP code').fill('62701');
}

/** Pays through the tokenizing card form (the sandbox's: Stripe's test cards, any future expiry, any CVC). */
export async function pay(page: Page, card: string, { expiry = '12/30', cvc = '123' } = {}): Promise<void> {
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill(expiry);
  await page.getByLabel('CVC').fill(cvc);
  await page.getByRole('button', { name: /^Pay / }).click();
}

/** "$1,234.56" → 123456 cents. */
export const cents = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);

/**
 * The page's breakdown: every line that makes up the total is shown, and the lines add up to the
 * total shown (issue 8). Answers the lines and the total in cents.
 */
export async function expectBreakdownAddsUp(page: Page): Promise<{ lines: Record<string, number>; total: number }> {
  const rows = await page.getByLabel('Order totals').locator(':scope > div').evaluateAll((divs) =>
    divs.map((div) => [div.querySelector('dt')?.textContent ?? '', div.querySelector('dd')?.textContent ?? '']),
  );
  const lines = Object.fromEntries(rows.filter(([label]) => label !== 'Total').map(([label, amount]) => [label!.replace(/ \(.*\)$/, ''), cents(amount!)]));
  const total = cents(rows.find(([label]) => label === 'Total')![1]!);
  expect(Object.keys(lines)).toEqual(['Subtotal', 'Photo services', 'Discount', 'Shipping', 'Tax']);
  expect(Object.values(lines).reduce((sum, amount) => sum + amount, 0)).toBe(total);
  return { lines, total };
}

/** The archived demo job's id, read through the studio admin API (customers never list it). */
export async function archivedJobId(request: APIRequestContext): Promise<number> {
  const login = await request.post('/api/auth/login', { data: { username: DEMO.studioAdmin.email, password: DEMO.studioAdmin.password } });
  const { data: tokens } = (await login.json()) as { data: { token: string } };
  const claims = JSON.parse(Buffer.from(tokens.token.split('.')[1]!, 'base64url').toString()) as { studio_id: number };
  const jobs = await request.get(`/api/studioadmin/studios/${claims.studio_id}/jobs`, { headers: { authorization: `Bearer ${tokens.token}` } });
  const { data } = (await jobs.json()) as { data: { resultItems: Array<{ id: number; name: string }> } };
  return data.resultItems.find((job) => job.name === DEMO.jobs.archived)!.id;
}

/** Drags a handle (a cropper's frame or corner) by dx, dy with the pointer, in small steps as a finger does. */
export async function drag(page: Page, handle: Locator, dx: number, dy: number): Promise<void> {
  const box = (await handle.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 12 });
  await page.mouse.up();
}

/** A parent, in a browser of their own, pays by card for a package for the demo child, shipped home. */
export async function placePaidOrder(browser: Browser, baseURL: string | undefined, packageName = 'Package C') {
  const context = await browser.newContext({ baseURL });
  const parent = await context.newPage();
  await findChild(parent);
  await addPackage(parent, packageName);
  await parent.getByRole('link', { name: 'Continue' }).click();
  await parent.getByRole('link', { name: 'Continue to checkout' }).click();
  await fillCheckout(parent);
  await pay(parent, '4242 4242 4242 4242');
  const heading = parent.getByRole('heading', { name: /^Order #\d+$/ });
  await expect(heading).toBeVisible({ timeout: 30_000 });
  const orderNumber = (await heading.textContent())!.replace('Order #', '');
  return { context, parent, orderNumber };
}

/** The code printed on the demo child's camera card, as the studio's roster holds it. */
export async function childCode(request: APIRequestContext): Promise<string> {
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
