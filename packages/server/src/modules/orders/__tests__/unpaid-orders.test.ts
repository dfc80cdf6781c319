import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { orders, payments } from '../../../db/schema';
import { PACKAGE_A, PACKAGE_C, packageId } from '../../../test-support/ordering';
import { studioAdminTestApp } from '../../../test-support/studio-admin';

const session = studioAdminTestApp();
const STUDIO = '/api/studioadmin/studios/1';
const ENTRY = `${STUDIO}/organizations/1/jobs/1`;
let child: { id: number };
let packages: { a: number; c: number };

beforeAll(async () => {
  child = (await session.call('GET', `${ENTRY}/entry/subjects?search=ava%20john`)).json().data[0];
  packages = { a: await packageId(session.ctx.db, PACKAGE_A), c: await packageId(session.ctx.db, PACKAGE_C) };
});

async function billTheSchool(packageId: number): Promise<{ orderNumber: string; total: number }> {
  const entryKey = randomUUID();
  await session.call('POST', `${ENTRY}/checkout/contact`, { entryKey, firstName: 'Sam', lastName: 'Rivera', email: '' });
  const saved = await session.call('POST', `${ENTRY}/entry/orders`, { entryKey, subjectId: child.id, lines: [{ packageId }], payment: { method: 'invoice' } });
  expect(saved.statusCode).toBe(201);
  return saved.json().data;
}

const record = (orderNumber: string, body: object) => session.call('POST', `${STUDIO}/jobs/1/orders/${orderNumber}/payment`, body);
const product = async (orderNumber: string) => {
  const [row] = await session.ctx.db.select().from(orders).where(eq(orders.orderNumber, Number(orderNumber)));
  return row!.total - row!.tax - row!.shipping;
};

/** Every money figure of the studio's pages, read as each page reads it. */
async function figures() {
  const summary = (await session.call('GET', `${STUDIO}/reports/payments/summary`)).json().data;
  const earned = (await session.call('GET', `${STUDIO}/earned-totals`)).json().data;
  const jobs = (await session.call('GET', `${STUDIO}/jobs?pageSize=100`)).json().data.resultItems as Array<{ id: number; revenue: number; orderCount: number; unpaid: { count: number; total: number }; ordersByMethod: Record<string, { revenue: number }> }>;
  const csv = (await session.call('POST', `${STUDIO}/reports/payments/export`, {})).body.replace(/^\uFEFF/, '');
  const [header, ...rows] = csv.trim().split(/\r?\n/).map((line) => line.split(','));
  const column = (name: string) => header!.indexOf(name);
  const cents = (text: string) => Math.round(Number(text) * 100);
  const csvRow = (orderNumber: string) => {
    const row = rows.find((cells) => cells[0] === orderNumber)!;
    return { paidAt: row[column('Paid at')], paidBy: row[column('Paid by')], status: row[column('Status')], revenue: cents(row[column('Revenue')]!) };
  };
  const job = jobs.find((j) => j.id === 1)!;
  return {
    summary, earned, job, csvRow,
    csvRevenue: rows.reduce((sum, row) => sum + cents(row[column('Revenue')]!), 0),
    jobsRevenue: jobs.reduce((sum, j) => sum + j.revenue, 0),
  };
}

describe('orders entered unpaid (bill the school)', () => {
  it('stay unpaid in the orders, the payments export, Reports, Home and the job until their payment is recorded; then they count', async () => {
    const before = await figures();
    const first = await billTheSchool(packages.a);
    const second = await billTheSchool(packages.c);
    const owed = first.total + second.total;

    const unpaid = await figures();
    const listed = (await session.call('GET', `${STUDIO}/jobs/1/orders?status=unpaid`)).json().data.resultItems.map((o: { orderNumber: string; status: string }) => [o.orderNumber, o.status]);
    expect(listed).toEqual(expect.arrayContaining([[first.orderNumber, 'unpaid'], [second.orderNumber, 'unpaid']]));
    const detail = (await session.call('GET', `${STUDIO}/jobs/1/orders/${first.orderNumber}`)).json().data;
    expect(detail).toMatchObject({ status: 'unpaid', refundLeft: 0, payment: { method: 'invoice', paidAt: null, recordedAt: null } });
    expect(unpaid.csvRow(first.orderNumber)).toEqual({ paidAt: '', paidBy: 'Unpaid (bill the school)', status: 'Unpaid', revenue: 0 });
    expect(unpaid.summary.paid.count).toBe(before.summary.paid.count);
    expect(unpaid.summary.revenue.net.product).toBe(before.summary.revenue.net.product);
    expect(unpaid.summary.byPayment.unpaid).toEqual({ count: before.summary.byPayment.unpaid.count + 2, total: before.summary.byPayment.unpaid.total + owed });
    expect(unpaid.earned.total).toBe(before.earned.total);
    expect(unpaid.job).toMatchObject({ revenue: before.job.revenue, orderCount: before.job.orderCount, unpaid: { count: before.job.unpaid.count + 2, total: before.job.unpaid.total + owed } });

    // The school pays the first by check, the day before.
    const yesterday = new Date(Date.now() - 24 * 3600 * 1000);
    const paidOn = `${String(yesterday.getUTCMonth() + 1).padStart(2, '0')}/${String(yesterday.getUTCDate()).padStart(2, '0')}/${yesterday.getUTCFullYear()}`;
    expect((await record(first.orderNumber, { method: 'check', paidOn })).json()).toEqual({ errors: ['checkNumber: Enter the check number'] });
    expect((await record(first.orderNumber, { method: 'card', paidOn })).statusCode).toBe(400);
    expect((await record(first.orderNumber, { method: 'cash', paidOn: '12/31/2999' })).json()).toEqual({ errors: ['The payment cannot be dated after today.'] });
    const recorded = await record(first.orderNumber, { method: 'check', checkNumber: '2210', paidOn });
    expect(recorded.statusCode).toBe(200);
    expect(recorded.json().data).toMatchObject({ status: 'paid', payment: { method: 'check', checkNumber: '2210', paidAt: expect.stringMatching(/T12:00:00/), recordedBy: expect.any(String), recordedAt: expect.any(String) } });
    // The same record again (a retry) answers the order as it is; another record of a paid order is refused.
    const again = await record(first.orderNumber, { method: 'check', checkNumber: '2210', paidOn });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.payment).toEqual(recorded.json().data.payment);
    expect((await record(first.orderNumber, { method: 'cash', paidOn })).json()).toEqual({ errors: ['This order is already paid.'] });
    const [stored] = await session.ctx.db.select().from(orders).where(eq(orders.orderNumber, Number(first.orderNumber)));
    expect(await session.ctx.db.select({ amount: payments.amount, provider: payments.provider }).from(payments).where(eq(payments.orderId, stored!.id))).toEqual([{ amount: first.total, provider: 'check' }]);

    const paid = await figures();
    const revenue = await product(first.orderNumber);
    expect(paid.csvRow(first.orderNumber)).toEqual({ paidAt: expect.stringMatching(/ 12:00$/), paidBy: 'Check 2210', status: 'Paid', revenue });
    expect(paid.summary.paid.count).toBe(before.summary.paid.count + 1);
    expect(paid.summary.revenue.net.product).toBe(before.summary.revenue.net.product + revenue);
    expect(paid.summary.byPayment.check.revenue).toBe(before.summary.byPayment.check.revenue + revenue);
    expect(paid.summary.byPayment.unpaid).toEqual({ count: before.summary.byPayment.unpaid.count + 1, total: before.summary.byPayment.unpaid.total + second.total });
    expect(paid.earned.total).toBe(before.earned.total + revenue);
    expect(paid.job).toMatchObject({ revenue: before.job.revenue + revenue, orderCount: before.job.orderCount + 1, unpaid: { count: before.job.unpaid.count + 1 } });
  });

  it('agree with their label on every page: revenue is product sales after refunds, tax and shipping apart, the same sum everywhere', async () => {
    // A partial refund of the demo order: its product share comes off every revenue figure alike.
    const refunded = await session.call('POST', `${STUDIO}/jobs/1/orders/100001/refund`, { amount: 500 });
    expect(refunded.statusCode).toBe(200);
    const now = await figures();
    const revenue = now.summary.revenue.net.product;
    expect(now.earned.total).toBe(revenue);
    expect(now.csvRevenue).toBe(revenue);
    expect(now.jobsRevenue).toBe(revenue);
    const byMethod = Object.values(now.summary.byMethod as Record<string, { revenue: number }>).reduce((sum, m) => sum + m.revenue, 0);
    expect(byMethod).toBe(revenue);
    const { unpaid: _unpaid, ...byPaid } = now.summary.byPayment as Record<string, { revenue: number }>;
    expect(Object.values(byPaid).reduce((sum, m) => sum + m.revenue, 0)).toBe(revenue);
    expect(now.job.ordersByMethod.Prepay!.revenue + now.job.ordersByMethod.Gallery!.revenue).toBe(now.job.revenue);
  });

  it('refuses to record a payment for an order already paid by card or of another studio', async () => {
    const list = (await session.call('GET', `${STUDIO}/jobs/1/orders?status=paid`)).json().data.resultItems as Array<{ orderNumber: string; paymentMethod: string }>;
    const card = list.find((o) => o.paymentMethod === 'card')!;
    expect((await record(card.orderNumber, { method: 'cash', paidOn: '01/02/2026' })).json()).toEqual({ errors: ['Only an unpaid order can have its payment recorded.'] });
    expect((await session.call('POST', `/api/studioadmin/studios/2/jobs/1/orders/${card.orderNumber}/payment`, { method: 'cash', paidOn: '01/02/2026' })).statusCode).toBe(403);
  });
});
