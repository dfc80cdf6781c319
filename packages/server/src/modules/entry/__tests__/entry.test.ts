import { randomUUID } from 'node:crypto';
import { ADDON_NEEDS_STANDARD } from '../../ordering';
import { loginSystemAdmin, bearer } from '../../../test-support/auth';
import { BONUS_WALLETS, DECLINED_CARD, EXTRA_5X7, GOOD_CARD, PACKAGE_A, PACKAGE_C, packageId } from '../../../test-support/ordering';
import { studioAdminTestApp } from '../../../test-support/studio-admin';

const session = studioAdminTestApp();
const JOB = '/api/studioadmin/studios/1/organizations/1/jobs/1';
let ava: { id: number; accessCode: string; poses: Array<{ imageId: number }> };
let packages: { a: number; c: number; wallets: number; extra: number };

beforeAll(async () => {
  const found = await session.call('GET', `${JOB}/entry/subjects?search=ava%20john`);
  ava = found.json().data[0];
  const db = session.ctx.db;
  packages = { a: await packageId(db, PACKAGE_A), c: await packageId(db, PACKAGE_C), wallets: await packageId(db, BONUS_WALLETS), extra: await packageId(db, EXTRA_5X7) };
});

const contact = (entryKey: string, who = { firstName: 'Jordan', lastName: 'Johnson', email: 'jordan@family.test' }) => session.call('POST', `${JOB}/checkout/contact`, { entryKey, ...who });
const envelope = (entryKey: string, lines: object[], payment: object, subjectId = ava.id) => session.call('POST', `${JOB}/entry/orders`, { entryKey, subjectId, lines, payment });
const jobOrders = async () => (await session.call('GET', '/api/studioadmin/studios/1/jobs/1/orders')).json().data.resultItems as Array<{ orderNumber: string; paymentMethod: string; checkNumber: string | null; customerName: string; total: number }>;

describe('envelope entry', () => {
  it("finds the job's children by name or access code with their poses, and lists the job's packages", async () => {
    expect(ava).toMatchObject({ firstName: 'Ava', lastName: 'Johnson', accessCode: expect.stringMatching(/^[0-9A-Z]{8}$/) });
    // The code on her camera card, as the form shows it with her name before saving, finds her too.
    const byCode = (await session.call('GET', `${JOB}/entry/subjects?search=${ava.accessCode.toLowerCase()}`)).json().data;
    expect(byCode.map((s: { id: number }) => s.id)).toEqual([ava.id]);
    expect(ava.poses.length).toBeGreaterThanOrEqual(2);
    const byLastName = (await session.call('GET', `${JOB}/entry/subjects?search=johnson,%20ava`)).json().data;
    expect(byLastName.map((s: { id: number }) => s.id)).toContain(ava.id);
    expect((await session.call('GET', `${JOB}/entry/subjects?search=nobody-here`)).json().data).toEqual([]);
    const offered = (await session.call('GET', `${JOB}/entry/packages`)).json().data;
    expect(offered).toEqual(expect.arrayContaining([{ id: packages.a, name: PACKAGE_A, price: 4900, addon: false }, { id: packages.extra, name: EXTRA_5X7, price: 1200, addon: true }]));
  });

  it('saves a cash envelope as an order of the job at catalogue prices, once whatever the retries', async () => {
    const key = randomUUID();
    expect((await contact(key)).json().data).toEqual({ entryKey: key, firstName: 'Jordan', lastName: 'Johnson', email: 'jordan@family.test', phone: '' });
    const lines = [{ packageId: packages.a, imageId: ava.poses[1]!.imageId }, { packageId: packages.extra, quantity: 2 }];
    const saved = await envelope(key, lines, { method: 'cash' });
    expect(saved.statusCode).toBe(201);
    const order = saved.json().data;
    expect(order).toMatchObject({ entryKey: key, customerName: 'Jordan Johnson', subjectName: 'Ava Johnson', paymentMethod: 'cash', checkNumber: null, created: true });
    const before = (await jobOrders()).length;
    const again = await envelope(key, lines, { method: 'cash' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ orderNumber: order.orderNumber, created: false });
    expect(await jobOrders()).toHaveLength(before);

    const detail = (await session.call('GET', `/api/studioadmin/studios/1/jobs/1/orders/${order.orderNumber}`)).json().data;
    expect(detail.subtotal).toBe(4900 + 2 * 1200);
    expect(detail.total).toBe(order.total);
    expect(detail.lines.map((line: { packageName: string; quantity: number }) => [line.packageName, line.quantity]).sort()).toEqual([[EXTRA_5X7, 2], ['Package A', 1]]);
    expect((await jobOrders()).find((o) => o.orderNumber === order.orderNumber)).toMatchObject({ paymentMethod: 'cash', customerName: 'Jordan Johnson' });
  });

  it('keeps the check number, charges a card once, and records an unpaid envelope billed to the school', async () => {
    const check = randomUUID();
    await contact(check);
    expect((await envelope(check, [{ packageId: packages.c }], { method: 'check' })).json()).toEqual({ errors: ['payment: Enter the check number'] });
    const byCheck = (await envelope(check, [{ packageId: packages.c }], { method: 'check', checkNumber: '1042' })).json().data;
    expect(byCheck).toMatchObject({ paymentMethod: 'check', checkNumber: '1042' });

    const card = randomUUID();
    await contact(card);
    const declined = await envelope(card, [{ packageId: packages.c }], { method: 'card', paymentToken: DECLINED_CARD });
    expect(declined.statusCode).toBe(402);
    const charged = await envelope(card, [{ packageId: packages.c }], { method: 'card', paymentToken: GOOD_CARD });
    expect(charged.statusCode).toBe(201);
    expect(charged.json().data.paymentMethod).toBe('card');

    const unpaid = randomUUID();
    await contact(unpaid, { firstName: 'Sam', lastName: 'Rivera', email: '' });
    const billed = (await envelope(unpaid, [{ packageId: packages.c }], { method: 'invoice' })).json().data;
    expect(billed).toMatchObject({ paymentMethod: 'invoice', customerName: 'Sam Rivera' });

    const csv = (await session.call('POST', '/api/studioadmin/studios/1/reports/payments/export', { jobId: 1 })).body;
    const rowOf = (number: string) => csv.split('\r\n').find((row) => row.startsWith(`${number},`)) ?? csv.split('\n').find((row) => row.startsWith(`${number},`));
    expect(csv.split(/\r?\n/)[0]).toContain('Method,Paid by,Status');
    expect(rowOf(byCheck.orderNumber)).toContain(',Check 1042,');
    expect(rowOf(charged.json().data.orderNumber)).toContain(',Card,');
    expect(rowOf(billed.orderNumber)).toContain(',Unpaid (bill the school),');
  });

  it('follows the online rules: an add-on needs a standard package, the price threshold holds, the contact comes first', async () => {
    const key = randomUUID();
    expect((await envelope(key, [{ packageId: packages.c }], { method: 'cash' })).json()).toEqual({ errors: ["Enter the envelope's contact first"] });
    await contact(key);
    expect((await envelope(key, [{ packageId: packages.extra }], { method: 'cash' })).json()).toEqual({ errors: [ADDON_NEEDS_STANDARD] });
    expect((await envelope(key, [{ packageId: packages.c }, { packageId: packages.wallets }], { method: 'cash' })).json()).toEqual({ errors: ['This add-on needs a cart of at least $40.00 before add-ons'] });
    // Nothing of the refused attempts stays: the same envelope saves with what the rules allow.
    const saved = (await envelope(key, [{ packageId: packages.a }, { packageId: packages.wallets }], { method: 'cash' })).json().data;
    const detail = (await session.call('GET', `/api/studioadmin/studios/1/jobs/1/orders/${saved.orderNumber}`)).json().data;
    expect(detail.subtotal).toBe(4900 + 900);
  });

  it('answers each envelope with its own child, envelope after envelope, as the table at the entry page lists them', async () => {
    const liam = (await session.call('GET', `${JOB}/entry/subjects?search=liam%20lopez`)).json().data[0];
    for (const [child, who] of [[ava, 'Ava Johnson'], [liam, 'Liam Lopez'], [ava, 'Ava Johnson']] as const) {
      const key = randomUUID();
      await contact(key, { firstName: 'Rosa', lastName: 'Lopez', email: '' });
      const saved = (await envelope(key, [{ packageId: packages.a, imageId: child.poses[0]!.imageId }], { method: 'cash' }, child.id)).json().data;
      expect(saved).toMatchObject({ subjectName: who, customerName: 'Rosa Lopez' });
      const detail = (await session.call('GET', `/api/studioadmin/studios/1/jobs/1/orders/${saved.orderNumber}`)).json().data;
      expect(detail.lines.map((line: { subjectName: string }) => line.subjectName)).toEqual([who]);
    }
  });

  it("refuses another child's pose, a package the job does not offer and a job of another organization", async () => {
    const key = randomUUID();
    await contact(key);
    const [other] = (await session.call('GET', `${JOB}/entry/subjects?search=a`)).json().data.filter((s: { id: number; poses: unknown[] }) => s.id !== ava.id && s.poses.length > 0);
    expect((await envelope(key, [{ packageId: packages.a, imageId: other.poses[0].imageId }], { method: 'cash' })).json()).toEqual({ errors: ["This pose is not one of the child's photos"] });
    expect((await envelope(key, [{ packageId: 999999 }], { method: 'cash' })).json()).toEqual({ errors: ['This package is not offered in this job'] });
    const elsewhere = await session.call('POST', '/api/studioadmin/studios/1/organizations/2/jobs/1/checkout/contact', { entryKey: key, firstName: 'A', lastName: 'B' });
    expect(elsewhere.json()).toEqual({ errors: ['Job not found'] });
    expect((await session.call('POST', `${JOB}/checkout/contact`, { entryKey: 'not-a-uuid', firstName: 'A', lastName: 'B' })).statusCode).toBe(400);
  });

  it("lets the system administrator enter an envelope for the studio's job", async () => {
    const admin = bearer((await loginSystemAdmin(session.ctx.app)).token);
    const key = randomUUID();
    const post = (url: string, payload: object) => session.ctx.app.inject({ method: 'POST', url, headers: admin, payload });
    expect((await post(`${JOB}/checkout/contact`, { entryKey: key, firstName: 'Lee', lastName: 'Park' })).statusCode).toBe(200);
    const saved = await post(`${JOB}/entry/orders`, { entryKey: key, subjectId: ava.id, lines: [{ packageId: packages.c }], payment: { method: 'cash' } });
    expect(saved.statusCode).toBe(201);
  });
});
