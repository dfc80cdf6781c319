import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { images, orderLines, orderRefunds, orders, subjects } from '../../../db/schema';
import { createTestApp, type TestContext } from '../../../test-support/app';
import { bearer, loginStudioAdmin } from '../../../test-support/auth';

let ctx: TestContext;
let auth: { authorization: string };
let demo: { total: number; subtotal: number };
const base = '/api/studioadmin/studios/1/reports';

beforeAll(async () => {
  ctx = await createTestApp();
  auth = bearer((await loginStudioAdmin(ctx.app)).token);
  [demo] = (await ctx.db.select({ total: orders.total, subtotal: orders.subtotal }).from(orders)) as [{ total: number; subtotal: number }];
  // 2026-03-01 03:30 UTC is still February 28 in Chicago; each order is a day of its own.
  const order = { studioId: 1, jobId: 1, email: 'lee@family.test', customerName: 'Lee Family' };
  const [gallery, refunded, formula] = await ctx.db
    .insert(orders)
    .values([
      { ...order, orderMethod: 'Gallery', subtotal: 3000, tax: 150, total: 3150, paidAt: new Date('2026-03-01T03:30:00Z') },
      { ...order, orderMethod: 'Prepay', status: 'refunded', subtotal: 1000, total: 1000, paidAt: new Date('2026-03-02T12:00:00Z') },
      { ...order, orderMethod: 'Prepay', customerName: '=HYPERLINK("http://x.test")', subtotal: 500, total: 500, paidAt: new Date('2026-03-03T12:00:00Z') },
    ])
    .returning();
  // Refunded whole: its refund gave all of its product back.
  await ctx.db.insert(orderRefunds).values({ orderId: refunded!.id, amount: 1000, product: 1000, tax: 0, shipping: 0, provider: 'sandbox', idempotencyKey: `refund-${refunded!.id}-1` });
  await ctx.db.insert(orderLines).values([
    { orderId: gallery!.id, packageName: 'Package B', subjectName: 'Noah Lee', quantity: 2, unitPrice: 1500 },
    { orderId: formula!.id, packageName: 'Package C', subjectName: 'Emma Lee', quantity: 1, unitPrice: 500 },
  ]);
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ url: `${base}/${url}`, headers: auth });
const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url: `${base}/${url}`, headers: auth, payload });
const csvRows = (body: string) => body.replace(/^\uFEFF/, '').trim().split('\n');

describe('studio reports', () => {
  it('sums the paid orders of the days (UTC, both ends included), refunds apart, by method and by job', async () => {
    const march = (await get('payments/summary?startDate=03/01/2026&endDate=03/03/2026')).json().data;
    expect(march).toMatchObject({
      startDate: '03/01/2026',
      endDate: '03/03/2026',
      paid: { count: 2, subtotal: 3500, tax: 150, total: 3650 },
      refunded: { count: 1, total: 1000 },
      // Revenue: product sales after refunds, tax and shipping apart (the refunded order keeps none).
      byMethod: { Prepay: { count: 1, revenue: 500 }, Gallery: { count: 1, revenue: 3000 } },
      byPayment: { card: { count: 2, revenue: 3500 }, cash: { count: 0, revenue: 0 }, unpaid: { count: 0, total: 0 } },
      jobs: [{ jobId: 1, jobName: 'Lincoln Fall Picture Day', count: 2, revenue: 3500 }],
    });
    expect((await get('payments/summary?startDate=03/02/2026&endDate=03/02/2026')).json().data.paid).toMatchObject({ count: 0, total: 0 });
    // In Chicago the gallery order was paid on February 28.
    const chicago = (await get('payments/summary?startDate=03/01/2026&endDate=03/03/2026&timeZone=America/Chicago')).json().data;
    expect(chicago.paid).toMatchObject({ count: 1, total: 500 });
    expect((await get('payments/summary?timeZone=Mars/Olympus')).statusCode).toBe(400);
    const all = (await get('payments/summary')).json().data;
    expect(all.paid).toMatchObject({ count: 3, total: 3650 + demo.total });
  });

  it('refuses days that are not real or out of order, with a message', async () => {
    expect((await get('payments/summary?startDate=02/30/2026')).json()).toEqual({ errors: ['startDate: Use a real date as MM/DD/YYYY'] });
    expect((await get('payments/summary?startDate=03/02/2026&endDate=03/01/2026')).json().errors).toEqual(['endDate: The end date cannot be before the start date']);
  });

  it('exports the orders of the days as CSV, read in the time zone given, filtered, formulas escaped', async () => {
    const chicago = await post('payments/export', { startDate: '02/28/2026', endDate: '02/28/2026', timeZone: 'America/Chicago' });
    expect(chicago.statusCode).toBe(200);
    expect(chicago.headers['content-type']).toBe('text/csv; charset=utf-8');
    // Named by the studio and the day of the export where the studio is.
    expect(chicago.headers['content-disposition']).toMatch(/^attachment; filename="Demo-Photo-Co-payments-\d{4}-\d\d-\d\d\.csv"$/);
    const [header, row, ...rest] = csvRows(chicago.body);
    expect(header).toBe(
      'Order number,Paid at,Job,Method,Paid by,Status,Parent,E-mail,Children,Subtotal,Photo services,Discount,Shipping,Tax,Total,Product sales,Refunded product,Refunded tax,Refunded shipping,Refunded,Revenue,Ship to',
    );
    expect(row).toMatch(/^\d+,02\/28\/2026 21:30,Lincoln Fall Picture Day,Gallery,Card,Paid,Lee Family,lee@family.test,Noah Lee,30\.00,0\.00,0\.00,0\.00,1\.50,31\.50,30\.00,0\.00,0\.00,0\.00,0\.00,30\.00,Studio Shipping — with the school's batch$/);
    expect(rest).toEqual([]);
    expect(csvRows((await post('payments/export', { startDate: '02/28/2026', endDate: '02/28/2026' })).body)).toHaveLength(1);

    const refunded = csvRows((await post('payments/export', { startDate: '03/01/2026', filterType: 'status', filter: 'refunded' })).body);
    expect(refunded).toHaveLength(2);
    expect(refunded[1]).toContain(',Refunded,');
    const formula = csvRows((await post('payments/export', { startDate: '03/03/2026', endDate: '03/03/2026' })).body)[1]!;
    expect(formula).toContain(`"'=HYPERLINK(""http://x.test"")"`);
  });

  it('refuses an unknown time zone, a filter without its type and another studio’s job, changing nothing', async () => {
    expect((await post('payments/export', { timeZone: 'Mars/Olympus' })).json()).toEqual({ errors: ['timeZone: This value must be a time zone such as America/Chicago'] });
    expect((await post('payments/export', { filter: 'paid' })).statusCode).toBe(400);
    expect((await post('payments/export', { jobId: 999999 })).json()).toEqual({ errors: ['Job not found'] });
  });

  it("exports a job's subjects with their paid orders in the days", async () => {
    const response = await post('subjects/export', { jobId: 1, startDate: '03/01/2026', endDate: '03/03/2026' });
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="Lincoln-Fall-Picture-Day-subjects-\d{4}-\d\d-\d\d\.csv"$/);
    const [header, ...rows] = csvRows(response.body);
    expect(header).toBe('Last name,First name,Group,Access code,External ID,Paid orders,Packages,Amount,Ship to');
    expect(rows.length).toBeGreaterThanOrEqual(30);
    // The test orders' lines name children not on the roster: no roster row gains them.
    expect(rows.filter((row) => !row.endsWith(',0,0,0.00,'))).toEqual([]);
    const allTime = csvRows((await post('subjects/export', { jobId: 1 })).body);
    // The demo order (shipped home) carries its ship-to address.
    expect(allTime.filter((row) => /,1,2,\d+\.\d\d,"18 Maple Street, Springfield, IL 62704"$/.test(row))).toHaveLength(1);
  });

  it("exports the yearbook pose of each of a job's subjects: the latest paid choice, of that subject's own photos", async () => {
    const photos = await ctx.db
      .select({ id: images.id, subjectId: images.subjectId, fileName: images.fileName })
      .from(images)
      .innerJoin(subjects, eq(subjects.id, images.subjectId))
      .where(and(eq(subjects.jobId, 1), isNotNull(images.subjectId)))
      .orderBy(asc(images.subjectId), asc(images.id));
    const [first, second] = photos.filter((photo) => photo.subjectId === photos[0]!.subjectId);
    const other = photos.find((photo) => photo.subjectId !== first!.subjectId)!;
    const [subject] = await ctx.db.select().from(subjects).where(eq(subjects.id, first!.subjectId!));
    const pose = (value: string) => ({ answers: [{ name: 'teacher', value: 'Ms. Rivera' }, { name: 'yearbookPose', value }] });
    const placedAt = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const placed = await ctx.db
      .insert(orders)
      .values([
        { studioId: 1, jobId: 1, orderMethod: 'Gallery', email: 'p@x.test', customerName: 'P', subtotal: 1, total: 1, placedAt: placedAt(30) },
        { studioId: 1, jobId: 1, orderMethod: 'Gallery', email: 'p@x.test', customerName: 'P', subtotal: 1, total: 1, placedAt: placedAt(20) },
        { studioId: 1, jobId: 1, orderMethod: 'Gallery', status: 'cancelled', email: 'p@x.test', customerName: 'P', subtotal: 1, total: 1, placedAt: placedAt(10) },
        { studioId: 1, jobId: 1, orderMethod: 'Gallery', email: 'p@x.test', customerName: 'P', subtotal: 1, total: 1, placedAt: placedAt(5) },
      ])
      .returning();
    const line = (orderIndex: number, subjectId: number, details: object) => ({ orderId: placed[orderIndex]!.id, subjectId, packageName: 'Package A', subjectName: 'X', quantity: 1, unitPrice: 1, details });
    await ctx.db.insert(orderLines).values([
      line(0, subject!.id, pose(String(first!.id))),
      line(1, subject!.id, pose(String(second!.id))),
      // A cancelled order's choice does not count; a later one naming a photo of another child keeps no photo.
      line(2, subject!.id, pose(String(first!.id))),
      line(3, other.subjectId!, pose(String(first!.id))),
      line(3, other.subjectId!, pose('not-a-photo')),
    ]);
    const response = await post('yearbook/export', { jobId: 1 });
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="Lincoln-Fall-Picture-Day-yearbook-\d{4}-\d\d-\d\d\.csv"$/);
    const [header, ...rows] = csvRows(response.body);
    expect(header).toBe('Last name,First name,Group,Access code,Yearbook pose,Photo id,Order number');
    const rowOf = (s: { lastName: string; firstName: string }) => rows.find((row) => row.startsWith(`${s.lastName},${s.firstName},`))!;
    expect(rowOf(subject!).endsWith(`,${second!.fileName ?? ''},${second!.id},${placed[1]!.orderNumber}`)).toBe(true);
    const [otherSubject] = await ctx.db.select().from(subjects).where(eq(subjects.id, other.subjectId!));
    expect(rowOf(otherSubject!).endsWith(`,,,${placed[3]!.orderNumber}`)).toBe(true);
    expect(rows.filter((row) => row.endsWith(',,,'))).toHaveLength(rows.length - 2);
    expect((await post('yearbook/export', { jobId: 999999 })).json()).toEqual({ errors: ['Job not found'] });
  });
});
