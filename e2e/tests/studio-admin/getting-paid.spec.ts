import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { logIn } from '../../support/auth';
import { csvRecords } from '../../support/csv';
import { DEMO } from '../../support/demo';
import { approvedStudio, pictureDay, type PictureDayPlan } from '../../support/picture-day';
import { addPackage, cents, expectAccessible, expectBreakdownAddsUp, fillCheckout, findChild, morePackages, pay, type PictureDayChild } from '../customer/ordering-support';
import { photo } from '../org-editor/roster-and-photos-support';
import { sectionMenu } from './catalog-support';

// Issue 20's acceptance journey, whole: a studio that arrives the way real ones do (set up, approved by the
// system administrator) connects Stripe through the sandbox's authorization page, is verified, publishes a
// picture day; a parent on a phone pays by card for three packages; the studio is paid less the platform's
// commission, refunds one line, and then every page that speaks of that money agrees to the cent. A studio
// of its own, so its payouts, reports and its line of the commissions report hold this one order.
const STUDIO = { name: 'Aspen Ridge Photo', slug: 'aspen-ridge-photo' };
const OWNER = { name: 'Sam Aspen', email: 'owner@aspen-ridge.test', password: 'Aspen-ridge-2027!' };
const JOB = 'Aspen Elementary Spring Day';
const CHILD = { firstName: 'Noah', lastName: 'Reed', accessCode: 'NOAH2027' };
const AT: PictureDayChild = { studioSlug: STUDIO.slug, job: JOB, child: CHILD };
// Two prints and a digital download (an add-on once the cart reaches $20): the download is the line refunded.
const PACKAGES = [
  { name: 'Aspen 8x10', price: 2500, product: '8x10' },
  { name: 'Aspen 5x7', price: 1800, product: '5x7' },
  { name: 'Aspen Digital', price: 1500, product: 'Single Digital Download', addon: { min: '20' } },
] as const;
const REFUNDED = PACKAGES[2];
const PRODUCT = PACKAGES.reduce((sum, p) => sum + p.price, 0);
const GUARD = 'Your studio needs to be verified by Stripe to access this feature';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

test.use({ actionTimeout: 20_000 });

/** Cents as the pages write them: $1,234.56. */
const usd = (amount: number) => `$${(Math.abs(amount) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
/** The platform's commission: a rate in basis points of a base, whole cents, half away from zero (docs/server.md). */
const commission = (base: number, basisPoints: number) => Math.sign(base) * Math.round((Math.abs(base) * basisPoints) / 10_000);
const basisPoints = (percent: string) => Math.round(Number(percent) * 100);

/** A table row's cells by their column headers. */
async function cellsOf(table: Locator, row: Locator): Promise<Record<string, string>> {
  const headers = await table.getByRole('columnheader').allTextContents();
  const values = await row.getByRole('cell').allTextContents();
  return Object.fromEntries(headers.map((header, i) => [header.trim(), values[i]?.trim() ?? '']));
}

/** Its picture day: organization, job taking preorders, the packages in a set, the child with a photo, published. */
const DAY: PictureDayPlan = {
  organization: { name: 'Aspen Elementary', address: { line1: '3 Aspen Way', city: 'Springfield' } },
  job: { name: JOB, pictureDay: '2027-04-20', prepayUntil: '2099-06-30' },
  packageSet: { name: 'Aspen Spring', packages: PACKAGES.map((p) => ({ name: p.name, price: p.price, product: p.product, ...('addon' in p ? { addonFrom: Number(p.addon.min) * 100 } : {}) })) },
  // The child, given a photo below: the prints and the download need it.
  children: [CHILD],
  publish: true,
};

/** The parent, on a phone of their own, puts the three packages in the cart and reaches the review. */
async function parentOrders(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, ...PHONE });
  const parent = await context.newPage();
  await findChild(parent, AT);
  await expectAccessible(parent);
  for (const [i, p] of PACKAGES.entries()) {
    if (i > 0) await morePackages(parent, CHILD);
    await addPackage(parent, p.name);
  }
  await expect(parent.getByRole('list', { name: 'Packages in your cart' }).getByRole('listitem')).toHaveCount(PACKAGES.length);
  // The job sells no photo services: the cart goes straight on to the checkout.
  await parent.getByRole('link', { name: 'Continue' }).click();
  await fillCheckout(parent);
  const { lines, total } = await expectBreakdownAddsUp(parent);
  expect(lines.Subtotal).toBe(PRODUCT);
  expect(lines.Discount).toBe(0);
  expect(lines['Photo services']).toBe(0);
  await expectAccessible(parent);
  return { context, parent, tax: lines.Tax!, shipping: lines.Shipping!, total };
}

/** The platform's commission rate in force, in basis points (the system administrator's Configuration). */
async function rateInForce(admin: Page): Promise<number> {
  await admin.goto('/admin/configuration');
  const field = admin.getByLabel('Platform commission (%)');
  await expect(field).not.toHaveValue('');
  return basisPoints(await field.inputValue());
}

/** The studio's line of the system administrator's commissions report, this month. */
async function commissionsLine(admin: Page): Promise<Record<string, string>> {
  await admin.goto('/admin/reports');
  await expect(admin.getByRole('button', { name: 'Download commissions' })).toBeEnabled();
  const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('button', { name: 'Download commissions' }).click()]);
  const lines = (await csvRecords(download)).filter((line) => line.Studio === STUDIO.name);
  expect(lines).toHaveLength(1);
  return lines[0]!;
}

/** The Payouts page's row of the order, by column, and the page's upcoming payouts. */
async function payoutsRow(page: Page, payoutsUrl: string, orderNumber: string) {
  await page.goto(payoutsUrl);
  const table = page.getByRole('region', { name: 'Orders' }).getByRole('table');
  const row = table.getByRole('row', { name: new RegExp(`^${orderNumber}\\b`) });
  await expect(row).toBeVisible();
  const cells = await cellsOf(table, row);
  const amounts = Object.fromEntries(['Gross', 'Tax and shipping', 'Refunded', 'Commission', 'Net'].map((name) => [name, cents(cells[name]!)]));
  return { amounts, upcoming: page.getByRole('region', { name: 'Upcoming payouts' }) };
}

test('a new studio is paid by card less the commission, refunds one line, and every page agrees to the cent', async ({ page, browser, baseURL, request }) => {
  test.setTimeout(300_000);
  // Set up and approved through the API the setup and Studios pages call (pending-studio walks those pages).
  await approvedStudio(request, STUDIO, OWNER);
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await admin.goto('/login');
  await logIn(admin, DEMO.systemAdmin);

  // The owner connects a Stripe account through the sandbox's authorization page; until Stripe verifies it the
  // Payouts page shows the guard's message.
  await page.goto('/login');
  await logIn(page, OWNER);
  await sectionMenu(page).getByRole('link', { name: 'Payouts' }).click();
  await expect(page.getByRole('heading', { name: 'Payouts', level: 2 })).toBeVisible();
  await expect(page.getByText(GUARD)).toBeVisible();
  await page.getByRole('button', { name: 'Connect with Stripe' }).click();
  await expect(page.getByRole('heading', { name: 'Connect your account to' })).toBeVisible();
  await page.getByRole('link', { name: 'Authorize access to this account' }).click();
  await expect(page.getByText('Your Stripe account is connected')).toBeVisible();
  await expect(page.getByText('Ask Stripe to verify it below')).toBeVisible();
  await expect(page).not.toHaveURL(/code=/);
  await expect(page.getByText('Not verified yet')).toBeVisible();
  await expect(page.getByText(GUARD)).toBeVisible();
  await expectAccessible(page);
  const payoutsUrl = page.url();

  // Verified: the account id, confirmed with the owner's own Shutterday password (the form says which).
  const accountId = (await page.getByRole('row', { name: /Stripe account/ }).locator('td').textContent())!.trim();
  expect(accountId).toMatch(/^acct_sandbox_/);
  const verification = page.getByRole('region', { name: 'Verification' });
  await verification.getByLabel('Account number').fill(accountId);
  await verification.getByLabel('Your Shutterday password').fill(OWNER.password);
  await verification.getByRole('button', { name: 'Request verification' }).click();
  await expect(page.getByText('Verified by Stripe', { exact: true })).toBeVisible();
  await expect(page.getByText(GUARD)).toHaveCount(0);
  // The page's headline stops asking for verification.
  await expect(page.getByText(/verify/)).toHaveCount(0);
  await expect(page.getByText('No paid order yet')).toBeVisible();

  // The picture day, made once the studio is verified, through the API its pages call (first-picture-day walks them).
  const { studioPath, jobPath: jobUrl } = await pictureDay(request, OWNER, { ...DAY, photos: { [CHILD.accessCode]: await photo(20) } });

  // The parent pays by card. The fee is the rate in force when the charge is made; another journey may be
  // changing the rate, so it is read just before and just after.
  const { context: parentContext, parent, tax, shipping, total } = await parentOrders(browser, baseURL);
  const rates = [await rateInForce(admin)];
  await pay(parent, '4242 4242 4242 4242');
  const heading = parent.getByRole('heading', { name: /^Order #\d+$/ });
  await expect(heading).toBeVisible({ timeout: 30_000 });
  const orderNumber = (await heading.textContent())!.replace('Order #', '');
  rates.push(await rateInForce(admin));
  await expect(parent.getByRole('region', { name: 'Digital downloads' }).getByRole('link')).toHaveCount(1);
  await expectAccessible(parent);

  // The studio's Payouts page: the gross, tax and shipping passed through, the commission on the product
  // revenue only, and the net on its way in the upcoming payout.
  const paid = await payoutsRow(page, payoutsUrl, orderNumber);
  const fee = paid.amounts.Commission!;
  expect(rates.map((rate) => commission(PRODUCT, rate))).toContain(fee);
  expect(paid.amounts).toEqual({ Gross: total, 'Tax and shipping': tax + shipping, Refunded: 0, Commission: fee, Net: total - fee });
  await expect(paid.upcoming).toContainText(usd(total - fee));
  await expectAccessible(page);

  // The system administrator's commissions report: the studio's net sales and the fee its charge kept.
  const before = await commissionsLine(admin);
  expect(cents(before['Net sales']!)).toBe(PRODUCT);
  expect(cents(before['Fees kept']!)).toBe(fee);
  expect(cents(before.Commission!)).toBe(commission(PRODUCT, basisPoints(before['Rate (%)']!)));

  // The studio refunds the download's line: its price and its share of the tax (shipping stays with the
  // lines still kept), named before it is given back; the platform keeps its rate of the products kept only.
  const taxBack = Math.round((tax * REFUNDED.price) / PRODUCT);
  const amount = REFUNDED.price + taxBack;
  const feeBack = fee - Math.round((fee * (PRODUCT - REFUNDED.price)) / PRODUCT);
  await page.goto(jobUrl);
  await page.getByRole('navigation').getByRole('link', { name: 'Orders', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(orderNumber);
  await page.getByRole('searchbox', { name: 'Search orders' }).press('Enter');
  await page.getByRole('link', { name: `#${orderNumber}` }).click();
  await expect(page.getByRole('heading', { name: `Order #${orderNumber}` })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Refund .* for / })).toHaveCount(PACKAGES.length);
  await page.getByRole('button', { name: `Refund ${REFUNDED.name} for ${CHILD.firstName} ${CHILD.lastName}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Refund ${usd(amount)} to Pat Parent?`);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(page.getByText(`${REFUNDED.name} for ${CHILD.firstName} ${CHILD.lastName} refunded (${usd(amount)})`)).toBeVisible();

  // The order: that line refunded, the others still refundable, what was given back and what is kept.
  await expect(page.getByRole('button', { name: /^Refund .* for / })).toHaveCount(PACKAGES.length - 1);
  await expect(page.getByRole('row', { name: new RegExp(`^${CHILD.firstName} ${CHILD.lastName} ${REFUNDED.name}`) })).toContainText('Refunded');
  await expect(page.getByRole('row', { name: /^Refunded/ })).toContainText(usd(amount));
  await expect(page.getByRole('row', { name: /^Kept after refunds/ })).toContainText(usd(total - amount));

  // The parent's page, read again: that line says refunded and its download is gone; the prints are not touched.
  await parent.reload();
  const items = parent.getByRole('table', { name: 'Items' });
  await expect(items.getByRole('row', { name: new RegExp(REFUNDED.name) })).toContainText('Refunded');
  for (const kept of PACKAGES.filter((p) => p !== REFUNDED)) await expect(items.getByRole('row', { name: new RegExp(kept.name) })).not.toContainText('Refunded');
  await expect(parent.getByText(`Refunded to your card: ${usd(amount)}`)).toBeVisible();
  const downloads = parent.getByRole('region', { name: 'Digital downloads' });
  await expect(downloads.getByRole('link')).toHaveCount(0);
  await expect(downloads).toContainText('Refunded: no longer available to download');
  await expectAccessible(parent);
  await parentContext.close();

  // The studio's Reports: the revenue kept, what refunds gave back, and the chart's figures of this week.
  await page.goto(`${studioPath}/reports`);
  await expect(page.getByRole('heading', { name: 'Reports', level: 2 })).toBeVisible();
  const statistic = (name: string) => page.getByRole('group', { name, exact: true }).locator('.ant-statistic-content');
  await expect(statistic('Revenue')).toHaveText(usd(PRODUCT - REFUNDED.price));
  await expect(statistic('Refunded')).toHaveText(`${usd(amount)} (0 refunded whole)`);
  const week = page.getByRole('table', { name: 'Revenue by week' });
  await expect(week.getByRole('row')).toHaveCount(2);
  expect(await cellsOf(week, week.getByRole('row').last())).toMatchObject({
    Orders: '1', Revenue: usd(PRODUCT - REFUNDED.price), Tax: usd(tax - taxBack), Shipping: usd(shipping), Refunded: usd(amount),
  });
  await expectAccessible(page);

  // Its payments CSV: the order's row splits the same refund into product and tax.
  const [payments] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /Download payments/ }).click()]);
  const [row, ...others] = await csvRecords(payments);
  expect(others).toEqual([]);
  expect(row).toMatchObject({ 'Order number': orderNumber, Status: 'Partly refunded' });
  const money = Object.fromEntries(['Total', 'Product sales', 'Refunded product', 'Refunded tax', 'Refunded shipping', 'Refunded', 'Revenue'].map((name) => [name, cents(row![name]!)]));
  expect(money).toEqual({
    Total: total, 'Product sales': PRODUCT, 'Refunded product': REFUNDED.price, 'Refunded tax': taxBack, 'Refunded shipping': 0, Refunded: amount, Revenue: PRODUCT - REFUNDED.price,
  });

  // The Payouts page: the refund comes off the gross, the fee reversed with it off the commission, and the
  // payout on its way carries the net left.
  const net = total - amount - (fee - feeBack);
  const refunded = await payoutsRow(page, payoutsUrl, orderNumber);
  expect(refunded.amounts).toEqual({ Gross: total, 'Tax and shipping': tax + shipping, Refunded: amount, Commission: fee - feeBack, Net: net });
  await expect(page.getByRole('row', { name: new RegExp(`^${orderNumber}\\b`) })).toContainText('Partly refunded');
  await expect(refunded.upcoming).toContainText(usd(net));

  // The commissions report: the net sales after the refund, and the fees kept less the fee reversed.
  const after = await commissionsLine(admin);
  expect(cents(after['Net sales']!)).toBe(PRODUCT - REFUNDED.price);
  expect(cents(after['Fees kept']!)).toBe(fee - feeBack);
  expect(cents(after.Commission!)).toBe(commission(PRODUCT - REFUNDED.price, basisPoints(after['Rate (%)']!)));
  await adminContext.close();
  // What this run was paid and gave back, in the report for whoever reads it.
  test.info().annotations.push({ type: 'cents', description: JSON.stringify({ product: PRODUCT, tax, shipping, total, fee, refund: amount, taxBack, feeBack, net }) });
});
