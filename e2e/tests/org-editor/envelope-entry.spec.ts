import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { logIn } from '../../support/auth';
import { DEMO } from '../../support/demo';

type Paid = { method: 'Cash' | 'Check' | 'Card' | 'Unpaid (bill the school)'; check?: string };
// Ten envelopes of two packages each: the Lincoln roster's first ten children.
const ENVELOPES: Array<{ child: string; contact: string } & Paid> = [
  { child: 'Ava Johnson', contact: 'Jordan', method: 'Cash' },
  { child: 'Liam Lopez', contact: 'Rosa', method: 'Cash' },
  { child: 'Mia Wilson', contact: 'Ken', method: 'Check', check: '1042' },
  { child: 'Noah Khan', contact: 'Sara', method: 'Card' },
  { child: 'Emma Hall', contact: 'Tom', method: 'Unpaid (bill the school)' },
  { child: 'Oliver Brown', contact: 'Ana', method: 'Cash' },
  { child: 'Sofia Davis', contact: 'Luis', method: 'Cash' },
  { child: 'Elijah Ito', contact: 'Yui', method: 'Cash' },
  { child: 'Isla Young', contact: 'Beth', method: 'Cash' },
  { child: 'Lucas Smith', contact: 'Ray', method: 'Cash' },
];
// Paid by lists Card, Cash, Check, Unpaid and starts at Cash; the arrows wrap around.
const ARROWS: Record<Paid['method'], string[]> = { Cash: [], Check: ['ArrowRight'], Card: ['ArrowLeft'], 'Unpaid (bill the school)': ['ArrowRight', 'ArrowRight'] };

/** One envelope by keyboard alone, from the child field (focused) to Ctrl+Enter; answers its order number. */
async function enterEnvelope(page: Page, envelope: (typeof ENVELOPES)[number], packageInputs: number): Promise<string> {
  const table = page.getByRole('table');
  const [first, last] = envelope.child.split(' ');
  await page.keyboard.type(envelope.child);
  await expect(page.getByRole('option', { name: new RegExp(`^${last}, ${first}`) })).toBeVisible();
  await page.keyboard.press('Enter');
  // The child the envelope will be saved for, shown plainly under the field.
  await expect(page.getByRole('combobox', { name: 'Child' })).toHaveAccessibleDescription(new RegExp(`^Envelope for ${last}, ${first}`));
  await page.keyboard.press('Tab');
  await page.keyboard.type('1');
  await page.keyboard.press('Tab');
  await page.keyboard.type('1');
  for (let i = 2; i < packageInputs; i += 1) await page.keyboard.press('Tab');
  await page.keyboard.press('Tab'); // the pose: the first
  await page.keyboard.press('Tab');
  await page.keyboard.type(envelope.contact);
  await page.keyboard.press('Tab'); // the last name comes from the child's
  await page.keyboard.press('Tab'); // no e-mail on this envelope
  await page.keyboard.press('Tab');
  for (const arrow of ARROWS[envelope.method]) await page.keyboard.press(arrow);
  await expect(page.getByRole('radio', { name: envelope.method })).toBeChecked();
  if (envelope.method === 'Check') {
    await page.keyboard.press('Tab');
    await page.keyboard.type(envelope.check!);
  }
  if (envelope.method === 'Card') {
    await page.keyboard.press('Tab');
    await page.keyboard.type('4242424242424242');
    await page.keyboard.press('Tab');
    await page.keyboard.type('1239');
    await page.keyboard.press('Tab');
    await page.keyboard.type('123');
  }
  await page.keyboard.press('Control+Enter');
  const row = table.getByRole('row', { name: new RegExp(envelope.child) }).first();
  await expect(row).toContainText(`${envelope.contact} ${last}`);
  await expect(page.getByRole('combobox', { name: 'Child' })).toBeFocused();
  return (await row.getByRole('cell').first().innerText()).replace('#', '');
}

test('ten paper envelopes typed by keyboard alone land in the job orders and the payments report with how they were paid', async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto('/login');
  await logIn(page, DEMO.studioAdmin);
  await page.getByRole('link', { name: 'Jobs' }).first().click();
  await page.getByRole('link', { name: DEMO.jobs.lincoln }).first().click();
  await page.getByRole('navigation').getByRole('link', { name: 'Entry', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Entry', level: 2 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Child' })).toBeFocused();
  const packageInputs = await page.getByRole('spinbutton', { name: /\(\$/ }).count();

  const seconds: number[] = [];
  const orders: string[] = [];
  for (const envelope of ENVELOPES) {
    const started = Date.now();
    orders.push(await enterEnvelope(page, envelope, packageInputs));
    seconds.push((Date.now() - started) / 1000);
  }
  const sorted = [...seconds].sort((a, b) => a - b);
  console.log(`Envelope entry: median ${((sorted[4]! + sorted[5]!) / 2).toFixed(1)} s per two-package envelope (${seconds.map((s) => s.toFixed(1)).join(', ')})`);

  // Each is an order of the job, with its method.
  await page.getByRole('navigation').getByRole('link', { name: 'Orders', exact: true }).click();
  await page.getByRole('tab', { name: 'Submitted' }).click();
  for (const [i, number] of orders.entries()) {
    await page.getByRole('searchbox', { name: 'Search orders' }).fill(number);
    await page.getByRole('searchbox', { name: 'Search orders' }).press('Enter');
    const row = page.getByRole('row', { name: new RegExp(`#${number}`) });
    await expect(row).toContainText(ENVELOPES[i]!.child);
    await expect(row).toContainText(ENVELOPES[i]!.check ? `Check ${ENVELOPES[i]!.check}` : ENVELOPES[i]!.method);
  }

  // And in the payments report.
  await page.goto(`${/^\/admin\/studios\/\d+/.exec(new URL(page.url()).pathname)![0]}/reports`);
  const [payments] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /Download payments/ }).click()]);
  const rows = (await readFile(await payments.path(), 'utf8')).replace(/^\uFEFF/, '').trim().split('\n');
  expect(rows[0]).toContain('Method,Paid by,Status');
  for (const [i, number] of orders.entries()) {
    const expected = ENVELOPES[i]!.check ? `Check ${ENVELOPES[i]!.check}` : ENVELOPES[i]!.method;
    const row = rows.find((line) => line.startsWith(`${number},`));
    expect(row).toContain(`,${expected},`);
    expect(row).toContain(ENVELOPES[i]!.child);
  }
});
