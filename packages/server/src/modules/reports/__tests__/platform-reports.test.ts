import { eq } from 'drizzle-orm';
import { jobs, orderRefunds, orders, organizations, settings, taxLog } from '../../../db/schema';
import { createTestApp, type TestContext } from '../../../test-support/app';
import { bearer, loginStudioAdmin, loginSystemAdmin } from '../../../test-support/auth';
import { studiosRepository } from '../../studios';

let ctx: TestContext;
let admin: { authorization: string };
/** Order numbers by the letters of the fixture below. */
const number: Record<string, number> = {};

/**
 * January 2025 read in Chicago (UTC-6): A is paid at its first minute's half hour, B at the last half hour
 * (February 1 in UTC), C on New Year's Eve (January 1 in UTC). The second studio's D is refunded inside the
 * month, E paid in December and refunded in January, F refunded before refunds had their own records (the
 * migration that made them dated it on its paid day), G cancelled. B is then refunded in part in February.
 */
beforeAll(async () => {
  ctx = await createTestApp();
  admin = bearer((await loginSystemAdmin(ctx.app)).token);
  const second = await studiosRepository.create(ctx.db, { name: 'Second Light Studio', slug: 'second-light', email: 'owner@second-light.test' });
  const [organization] = await ctx.db.insert(organizations).values({ studioId: second.id, name: 'Oak School', type: 'school' }).returning();
  const [oakJob] = await ctx.db.insert(jobs).values({ studioId: second.id, organizationId: organization!.id, name: 'Oak Spring Day' }).returning();
  const at = (iso: string) => ({ placedAt: new Date(iso), paidAt: new Date(iso) });
  const demo = { studioId: 1, jobId: 1, orderMethod: 'Prepay' as const, customerName: 'Lee Family', email: 'lee@family.test' };
  const oak = { studioId: second.id, jobId: oakJob!.id, orderMethod: 'Gallery' as const, customerName: 'Oak Family', email: 'oak@family.test' };
  const fixture = {
    A: { ...demo, ...at('2025-01-01T06:30:00Z'), subtotal: 10000, services: 500, discount: 1000, shipping: 895, tax: 712, total: 11107 },
    B: { ...demo, ...at('2025-02-01T05:30:00Z'), subtotal: 2000, tax: 100, total: 2100, shippingAddress: { state: 'wi' } },
    C: { ...demo, ...at('2025-01-01T05:30:00Z'), subtotal: 4000, total: 4000 },
    D: { ...oak, ...at('2025-01-10T12:00:00Z'), status: 'refunded' as const, subtotal: 3000, tax: 150, total: 3150 },
    E: { ...oak, ...at('2024-12-15T12:00:00Z'), status: 'refunded' as const, subtotal: 5000, total: 5000 },
    F: { ...oak, ...at('2025-01-15T12:00:00Z'), status: 'refunded' as const, subtotal: 1000, total: 1000 },
    G: { ...oak, placedAt: new Date('2025-01-12T12:00:00Z'), status: 'cancelled' as const, subtotal: 700, total: 700 },
  };
  const placed = await ctx.db.insert(orders).values(Object.values(fixture)).returning();
  const id: Record<string, number> = {};
  Object.keys(fixture).forEach((letter, index) => {
    id[letter] = placed[index]!.id;
    number[letter] = placed[index]!.orderNumber;
  });
  await ctx.db.insert(taxLog).values([
    { provider: 'table', orderId: id.A!, jurisdiction: 'US-IL', taxableAmount: 9500, rateBasisPoints: 750, tax: 712 },
    { provider: 'table', orderId: id.D!, jurisdiction: 'US-NY', taxableAmount: 3000, rateBasisPoints: 500, tax: 150 },
  ]);
  // The refunds the refund endpoint records (refund-order.test.ts shows it does), with their domain shares.
  const refund = (letter: string, amount: number, tax: number, iso: string) => ({
    orderId: id[letter]!, amount, product: amount - tax, tax, shipping: 0, provider: 'sandbox', idempotencyKey: `refund-${id[letter]}-1`, createdAt: new Date(iso),
  });
  await ctx.db.insert(orderRefunds).values([
    refund('D', 3150, 150, '2025-01-20T12:00:00Z'), refund('E', 5000, 0, '2025-01-05T12:00:00Z'), refund('F', 1000, 0, '2025-01-15T12:00:00Z'),
    refund('B', 525, 25, '2025-02-10T12:00:00Z'),
  ]);
});
afterAll(() => ctx.close());

const JANUARY = { startDate: '01/01/2025', endDate: '01/31/2025' };
const CHICAGO = { ...JANUARY, timeZone: 'America/Chicago' };
const report = (name: string, payload: object, headers: Record<string, string> = admin) => ctx.app.inject({ method: 'POST', url: `/api/admin/reports/${name}`, headers, payload });
const rows = async (name: string, payload: object) => {
  const response = await report(name, payload);
  expect(response.statusCode).toBe(200);
  return response.body.replace(/^\uFEFF/, '').trim().split('\n');
};

// The test orders name no shipping option: they go with the school's batch.
const BATCH = "Studio Shipping — with the school's batch";

describe("the system administrator's reports", () => {
  it('lists every order of the days across the studios, read in the time zone, with its amounts in dollars and what was refunded', async () => {
    const response = await report('orders', CHICAGO);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="Shutterday-orders-\d{4}-\d\d-\d\d\.csv"$/);
    const [header, ...lines] = await rows('orders', CHICAGO);
    expect(header).toBe('Studio,Job,Order number,Placed at,Paid at,Status,E-mail,Subtotal,Photo services,Discount,Shipping,Tax,Total,Refunded,Ship to');
    expect(lines).toEqual([
      `Demo Photo Co,Lincoln Fall Picture Day,${number.A},01/01/2025 00:30,01/01/2025 00:30,paid,lee@family.test,100.00,5.00,10.00,8.95,7.12,111.07,0.00,${BATCH}`,
      // B is still paid: part of it was refunded (in February); the column is what its refunds gave back.
      `Demo Photo Co,Lincoln Fall Picture Day,${number.B},01/31/2025 23:30,01/31/2025 23:30,paid,lee@family.test,20.00,0.00,0.00,0.00,1.00,21.00,5.25,${BATCH}`,
      `Second Light Studio,Oak Spring Day,${number.D},01/10/2025 06:00,01/10/2025 06:00,refunded,oak@family.test,30.00,0.00,0.00,0.00,1.50,31.50,31.50,${BATCH}`,
      `Second Light Studio,Oak Spring Day,${number.F},01/15/2025 06:00,01/15/2025 06:00,refunded,oak@family.test,10.00,0.00,0.00,0.00,0.00,10.00,10.00,${BATCH}`,
      `Second Light Studio,Oak Spring Day,${number.G},01/12/2025 06:00,,cancelled,oak@family.test,7.00,0.00,0.00,0.00,0.00,7.00,0.00,${BATCH}`,
    ]);
    // Read in UTC (the default), New Year's Eve in Chicago is January 1 and the last evening is February.
    const utc = (await rows('orders', JANUARY)).slice(1).map((line) => line.split(',')[2]);
    expect(utc).toEqual([number.A, number.C, number.D, number.F, number.G].map(String));
  });

  it('sums the tax per studio and jurisdiction: collected on the days, given back on the refunds of the days', async () => {
    expect(await rows('taxes', CHICAGO)).toEqual([
      'Studio ID,Studio,Jurisdiction,Orders,Taxable amount,Tax collected,Tax refunded,Net tax',
      '1,Demo Photo Co,US-IL,1,95.00,7.12,0.00,7.12',
      // No tax calculation kept for B: its ship-to state, its goods after discounts.
      '1,Demo Photo Co,US-WI,1,20.00,1.00,0.00,1.00',
      expect.stringMatching(/^\d+,Second Light Studio,US-NY,1,30\.00,1\.50,1\.50,0\.00$/),
      expect.stringMatching(/^\d+,Second Light Studio,Unknown,1,10\.00,0\.00,0\.00,0\.00$/),
    ]);
  });

  it("gives each studio's revenue and the platform's commission on its net sales, a credit when refunds outweigh sales", async () => {
    const [header, demo, second] = await rows('revenue', CHICAGO);
    expect(header).toBe('Studio ID,Studio,Orders,Gross sales,Discounts,Refunded sales,Net sales');
    expect(demo).toBe('1,Demo Photo Co,2,125.00,10.00,0.00,115.00');
    // D and F were paid in January; D, E and F were refunded in it (F on its paid day); B's partial refund is February's.
    expect(second).toMatch(/^\d+,Second Light Studio,2,40\.00,0\.00,90\.00,-50\.00$/);

    expect((await rows('commissions', CHICAGO)).slice(1)).toEqual(['1,Demo Photo Co,115.00,5.00,5.75,0.00', expect.stringMatching(/,Second Light Studio,-50\.00,5\.00,-2\.50,0\.00$/)]);
    await ctx.db.insert(settings).values({ key: 'platform.commissionRateBasisPoints', value: 725 });
    expect((await rows('commissions', CHICAGO)).slice(1)).toEqual(['1,Demo Photo Co,115.00,7.25,8.34,0.00', expect.stringMatching(/,Second Light Studio,-50\.00,7\.25,-3\.63,0\.00$/)]);
    // A saved value that is not a rate is not used: the default is.
    await ctx.db.update(settings).set({ value: 'lots' }).where(eq(settings.key, 'platform.commissionRateBasisPoints'));
    expect((await rows('commissions', CHICAGO))[1]).toBe('1,Demo Photo Co,115.00,5.00,5.75,0.00');
    await ctx.db.delete(settings).where(eq(settings.key, 'platform.commissionRateBasisPoints'));
  });

  it('counts an envelope entered unpaid (bill the school) in the revenue only once its payment is recorded', async () => {
    const MARCH = { startDate: '03/01/2025', endDate: '03/31/2025' };
    const [billed] = await ctx.db
      .insert(orders)
      .values({ studioId: 1, jobId: 1, orderMethod: 'Prepay', customerName: 'Sam Rivera', email: '', paymentMethod: 'invoice', placedAt: new Date('2025-03-05T12:00:00Z'), subtotal: 2000, tax: 125, total: 2125 })
      .returning();
    expect((await rows('revenue', MARCH)).slice(1)).toEqual([]);
    await ctx.db.update(orders).set({ paymentMethod: 'cash', paidAt: new Date('2025-03-20T12:00:00Z') }).where(eq(orders.id, billed!.id));
    expect((await rows('revenue', MARCH)).slice(1)).toEqual([expect.stringMatching(/^1,Demo Photo Co,1,20\.00,0\.00,0\.00,20\.00$/)]);
  });

  it('lists the refunds made on the days, when and how much', async () => {
    expect(await rows('refunds', CHICAGO)).toEqual([
      'Refunded at,Studio,Job,Order number,Paid at,E-mail,Amount',
      `01/20/2025 06:00,Second Light Studio,Oak Spring Day,${number.D},01/10/2025 06:00,oak@family.test,31.50`,
      `01/05/2025 06:00,Second Light Studio,Oak Spring Day,${number.E},12/15/2024 06:00,oak@family.test,50.00`,
      `01/15/2025 06:00,Second Light Studio,Oak Spring Day,${number.F},01/15/2025 06:00,oak@family.test,10.00`,
    ]);
    // A refund of part of an order is listed on its day, for what it gave back.
    expect((await rows('refunds', { startDate: '02/01/2025', endDate: '02/28/2025' })).slice(1)).toEqual([`02/10/2025 12:00,Demo Photo Co,Lincoln Fall Picture Day,${number.B},02/01/2025 05:30,lee@family.test,5.25`]);
    // Its tax share goes back in the taxes report, its product share in revenue: February agrees to the cent.
    const february = { startDate: '02/01/2025', endDate: '02/28/2025' };
    expect((await rows('taxes', february)).slice(1)).toEqual(['1,Demo Photo Co,US-WI,1,20.00,1.00,0.25,0.75']);
    expect((await rows('revenue', february)).slice(1)).toEqual(['1,Demo Photo Co,1,20.00,0.00,5.00,15.00']);
  });

  it('refuses days that are reversed, malformed, missing or more than a year apart, and an unknown time zone, with a message', async () => {
    const refused = async (payload: object) => {
      const response = await report('orders', payload);
      expect(response.statusCode).toBe(400);
      return response.json().errors;
    };
    expect(await refused({ startDate: '01/31/2025', endDate: '01/01/2025' })).toEqual(['endDate: The end date cannot be before the start date']);
    expect(await refused({ startDate: '2025-01-01', endDate: '01/31/2025' })).toEqual(['startDate: Use a real date as MM/DD/YYYY']);
    expect(await refused({ startDate: '01/01/2025', endDate: '01/02/2026' })).toEqual(['endDate: The range can be at most 366 days']);
    expect(await refused({ startDate: '01/01/2025' })).toEqual(['endDate: This field is required']);
    expect(await refused({ ...JANUARY, timeZone: 'Mars/Olympus' })).toEqual(['timeZone: This value must be a time zone such as America/Chicago']);
    expect(await refused({ ...JANUARY, studioId: 1 })).toHaveLength(1);
    for (const name of ['taxes', 'revenue', 'commissions', 'refunds']) expect((await report(name, { startDate: '13/01/2025', endDate: '01/31/2025' })).statusCode).toBe(400);
  });

  it('is for system administrators only', async () => {
    expect((await report('orders', JANUARY, {})).statusCode).toBe(401);
    const studio = bearer((await loginStudioAdmin(ctx.app)).token);
    for (const name of ['orders', 'taxes', 'revenue', 'commissions', 'refunds']) {
      const refused = await report(name, JANUARY, studio);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ errors: ['This area is for system administrators'] });
    }
  });
});
