import { expect, test, type Locator, type Page } from '@playwright/test';
import { logIn } from '../../support/auth';
import { csvRecords } from '../../support/csv';
import { approvedStudio, pictureDay, type PictureDayPlan } from '../../support/picture-day';
import { cents, expectAccessible } from '../customer/ordering-support';

// Envelopes handed in "unpaid (bill the school)" stay unpaid everywhere until the studio records the school's
// payment; then they count, and every money figure of Home, Reports, the job overview and the payments export
// agrees with its label. A studio of its own, so no other journey's orders move its figures.
const STUDIO = { name: 'Maple Grove Photo', slug: 'maple-grove-photo' };
const OWNER = { name: 'Lee Maple', email: 'owner@maple-grove.test', password: 'Maple-grove-2027!' };
const JOB = 'Maple Grove Fall Day';
const PACKAGE = { name: 'Maple 8x10', price: 2000 };
const CHILDREN = [
  { firstName: 'Ella', lastName: 'Stone', accessCode: 'ELLA2027' },
  { firstName: 'Owen', lastName: 'Park', accessCode: 'OWEN2027' },
];
type Method = 'Cash' | 'Unpaid (bill the school)';
const ENVELOPES: Array<{ child: (typeof CHILDREN)[number]; contact: string; method: Method }> = [
  { child: CHILDREN[0]!, contact: 'Jo', method: 'Cash' },
  { child: CHILDREN[1]!, contact: 'Kim', method: 'Unpaid (bill the school)' },
  { child: CHILDREN[0]!, contact: 'Jo', method: 'Unpaid (bill the school)' },
];
const REVENUE_LEGEND = 'Revenue: product sales after refunds, excluding tax and shipping, of paid orders.';

const usd = (amount: number) => `$${(amount / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
const statistic = (page: Page, name: string) => page.getByRole('group', { name, exact: true }).locator('.ant-statistic-content');
/** What a Descriptions item of the page says, by its label. */
const item = (page: Page, label: string) => page.locator('.ant-descriptions-item-label', { hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) }).locator('+ .ant-descriptions-item-content');

/** The organization (in Illinois, so envelopes carry sales tax), the job, its one package, and two children. */
const DAY: PictureDayPlan = {
  organization: { name: 'Maple Grove Elementary', address: { line1: '12 Maple Grove Road', city: 'Springfield', state: 'IL', postalCode: '62704' } },
  job: { name: JOB, pictureDay: '2027-05-10' },
  packageSet: { name: 'Maple Set', packages: [{ ...PACKAGE, product: '8x10' }] },
  children: CHILDREN,
};

/** One envelope on the Entry page: answers its order number and total (cents). */
async function enterEnvelope(page: Page, envelope: (typeof ENVELOPES)[number], saved: number): Promise<{ number: string; total: number }> {
  const { firstName, lastName } = envelope.child;
  const child = page.getByRole('combobox', { name: 'Child' });
  await child.click();
  await page.keyboard.type(`${firstName} ${lastName}`);
  await expect(page.getByRole('option', { name: new RegExp(`^${lastName}, ${firstName}`) })).toBeVisible();
  await page.keyboard.press('Enter');
  await page.getByRole('spinbutton', { name: `${PACKAGE.name} (${usd(PACKAGE.price)})` }).fill('1');
  await page.getByLabel('Contact first name').fill(envelope.contact);
  await page.getByRole('radio', { name: envelope.method }).check();
  await page.getByRole('button', { name: 'Save envelope (Ctrl+Enter)' }).click();
  const rows = page.getByRole('table', { name: 'Saved envelopes' }).getByRole('row');
  await expect(rows).toHaveCount(saved + 2);
  const row = rows.nth(1);
  await expect(row).toContainText(`${envelope.contact} ${lastName}`);
  const cells = await row.getByRole('cell').allInnerTexts();
  return { number: cells[0]!.replace('#', ''), total: cents(cells.at(-1)!) };
}

/** The payments export of this month, from the Reports page, by order number. */
async function paymentsCsv(page: Page): Promise<Map<string, Record<string, string>>> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /Download payments/ }).click()]);
  return new Map((await csvRecords(download)).map((record) => [record['Order number']!, record]));
}

/** A row of a table by its first cell, read by column once it is there. */
async function cellsOf(table: Locator, first: string): Promise<string[]> {
  const row = table.getByRole('row', { name: new RegExp(`^${first.replace(/[()]/g, '\\$&')}`) });
  await expect(row).toBeVisible();
  return row.getByRole('cell').allInnerTexts();
}

test('two envelopes unpaid (bill the school) stay unpaid until their payment is recorded; then every figure agrees with its label', async ({ page, request }) => {
  test.setTimeout(300_000);
  // The studio and its picture day through the API their pages call (pending-studio and first-picture-day walk them).
  await approvedStudio(request, STUDIO, OWNER);
  const { studioPath, jobPath: jobUrl } = await pictureDay(request, OWNER, DAY);
  await page.goto('/login');
  await logIn(page, OWNER);

  await page.goto(`${jobUrl}/entry`);
  await expect(page.getByRole('heading', { name: 'Entry', level: 2 })).toBeVisible();
  const orders: Array<{ number: string; total: number }> = [];
  for (const envelope of ENVELOPES) orders.push(await enterEnvelope(page, envelope, orders.length));
  const [cash, ...unpaid] = orders;
  // Each envelope is one package and its Illinois sales tax; the revenue is the package alone.
  for (const order of orders) expect(order.total).toBeGreaterThan(PACKAGE.price);
  const owed = unpaid.reduce((sum, order) => sum + order.total, 0);

  /** Every page's figures, checked against what the orders are: `paidCount` paid envelopes of one package each. */
  async function figuresAgree(paidCount: number, stillOwed: number, unpaidCount: number) {
    const revenue = paidCount * PACKAGE.price;
    await page.goto(`${studioPath}/reports`);
    await expect(page.getByRole('heading', { name: 'Reports', level: 2 })).toBeVisible();
    await expect(statistic(page, 'Paid orders')).toHaveText(String(paidCount));
    await expect(statistic(page, 'Revenue')).toHaveText(usd(revenue));
    await expect(statistic(page, 'Unpaid (bill the school)')).toHaveText(`${usd(stillOwed)} (${unpaidCount} ${unpaidCount === 1 ? 'order' : 'orders'})`);
    await expect(page.getByText(REVENUE_LEGEND)).toBeVisible();
    const byPaid = page.getByRole('table', { name: 'By how people paid' });
    expect(await cellsOf(byPaid, 'Unpaid (bill the school)')).toEqual(['Unpaid (bill the school)', String(unpaidCount), '—', usd(stillOwed)]);
    await expect(page.getByRole('row', { name: /^Prepay/ })).toContainText(`${usd(revenue)} (${paidCount} paid ${paidCount === 1 ? 'order' : 'orders'})`);
    expect(await cellsOf(page.getByRole('table', { name: 'Jobs with the largest revenue' }), JOB)).toEqual([JOB, String(paidCount), usd(revenue)]);
    await expectAccessible(page);
    const csv = await paymentsCsv(page);
    expect([...csv.values()].reduce((sum, record) => sum + cents(record.Revenue!), 0)).toBe(revenue);

    await page.goto(studioPath);
    await expect(page.getByRole('heading', { name: 'Revenue', level: 3, exact: true })).toBeVisible();
    await expect(statistic(page, 'Total')).toHaveText(usd(revenue));
    await expect(page.getByText(REVENUE_LEGEND)).toBeVisible();

    await page.goto(`${jobUrl}/overview`);
    await expect(item(page, 'Paid orders')).toContainText(String(paidCount));
    await expect(item(page, 'Revenue')).toContainText(usd(revenue));
    await expect(item(page, 'Unpaid (bill the school)')).toContainText(unpaidCount ? `${usd(stillOwed)} (${unpaidCount}` : 'None');
    await expectAccessible(page);
    return csv;
  }

  // Before the school pays: the two are unpaid in the orders, the export, Reports, Home and the job.
  const before = await figuresAgree(1, owed, 2);
  expect(before.get(cash!.number)).toMatchObject({ Status: 'Paid', 'Paid by': 'Cash', Revenue: '20.00' });
  expect(before.get(cash!.number)!['Paid at']).not.toBe('');
  for (const order of unpaid) expect(before.get(order.number)).toMatchObject({ 'Paid at': '', 'Paid by': 'Unpaid (bill the school)', Status: 'Unpaid', Revenue: '0.00' });

  await page.goto(`${jobUrl}/orders/submitted`);
  for (const order of unpaid) await expect(page.getByRole('row', { name: new RegExp(`#${order.number}`) })).toContainText('Unpaid');
  await expect(page.getByRole('row', { name: new RegExp(`#${cash!.number}`) })).toContainText('Paid');
  await expectAccessible(page);

  // The school pays: one by check, one in cash, each recorded on its order's page.
  for (const [i, order] of unpaid.entries()) {
    await page.goto(`${jobUrl}/orders/${order.number}`);
    await expect(item(page, 'Status')).toHaveText('Unpaid');
    await expect(item(page, 'Paid by')).toHaveText('Unpaid (bill the school)');
    await page.getByRole('button', { name: 'Record payment' }).click();
    await expectAccessible(page);
    if (i === 0) {
      await page.getByRole('radio', { name: 'Check' }).check();
      await page.getByLabel('Check number').fill('3001');
    } else await page.getByRole('radio', { name: 'Cash' }).check();
    await page.getByRole('button', { name: 'Save payment' }).click();
    await expect(page.getByText(`Payment of ${usd(order.total)} recorded for order #${order.number}`)).toBeVisible();
    await expect(item(page, 'Status')).toHaveText('Paid');
    await expect(item(page, 'Paid by')).toContainText(i === 0 ? 'Check 3001' : 'Cash');
    await expect(item(page, 'Paid by')).toContainText(`recorded by ${OWNER.name}`);
    await expect(page.getByRole('button', { name: 'Record payment' })).toHaveCount(0);
  }

  // Now they count, and every figure still agrees with its label.
  const after = await figuresAgree(3, 0, 0);
  for (const order of orders) {
    expect(after.get(order.number)).toMatchObject({ Status: 'Paid', Revenue: '20.00' });
    expect(after.get(order.number)!['Paid at']).not.toBe('');
  }
  expect(after.get(unpaid[0]!.number)!['Paid by']).toBe('Check 3001');
  await page.goto(`${studioPath}/reports`);
  const byPaid = page.getByRole('table', { name: 'By how people paid' });
  expect(await cellsOf(byPaid, 'Cash')).toEqual(['Cash', '2', usd(2 * PACKAGE.price), '—']);
  expect(await cellsOf(byPaid, 'Check')).toEqual(['Check', '1', usd(PACKAGE.price), '—']);
});
