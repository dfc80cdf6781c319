import { sql } from 'drizzle-orm';
import { MissBudget } from '../../../http/miss-budget';
import { MISS_BUDGETS } from '../../../plugins/infrastructure/rate-limit';
import { DEMO } from '../../../seed/demo-constants';
import { createTestApp, type TestContext } from '../../../test-support/app';
import { LINCOLN } from '../../../test-support/ordering';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const orderPage = (orderNumber: string | number, remoteAddress: string, email: string = DEMO.parentEmail) =>
  ctx.app.inject({ url: `/api/customer/jobs/${LINCOLN}/orders/${orderNumber}?email=${encodeURIComponent(email)}`, remoteAddress });

describe('guessing order numbers on the order page', () => {
  it('slows an address after a few wrong numbers, refusing even a right one, while the parent elsewhere gets the order', async () => {
    const guesser = '10.91.0.1';
    const { slowAfter } = MISS_BUDGETS.orderPage;
    const misses = [];
    for (let i = 0; i < slowAfter; i++) misses.push(await orderPage(200000 + i, guesser));
    expect(misses.map((answer) => answer.statusCode)).toEqual(Array(slowAfter).fill(404));
    expect(new Set(misses.map((answer) => answer.body)).size).toBe(1);

    const slowed = await orderPage(200100, guesser);
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(slowed.json().errors).toEqual([expect.stringMatching(/^Too many requests/)]);
    // Right number and e-mail from the slowed address: still refused, so the answer tells the guesser nothing.
    expect((await orderPage(DEMO.orderNumber, guesser)).statusCode).toBe(429);

    // The parent, at another address, is never held up by the guesser's misses.
    const parent = await orderPage(DEMO.orderNumber, '10.91.0.2');
    expect(parent.statusCode).toBe(200);
    expect(parent.json().data).toMatchObject({ orderNumber: String(DEMO.orderNumber) });
    // A wrong e-mail with a right number is a guess too.
    expect((await orderPage(DEMO.orderNumber, '10.91.0.3', 'someone@example.test')).statusCode).toBe(404);
  });

  it('keeps the misses in the shared counters table, so every instance draws from one budget', async () => {
    const address = '10.91.1.1';
    await orderPage(300000, address);
    const rows = (await ctx.db.execute(sql`select key, count from rate_counters where key like ${`order-page:%${address}`}`)) as unknown as { rows: Array<{ key: string; count: number }> };
    expect(rows.rows).toEqual([{ key: `order-page:any:${address}`, count: 1 }]);
    // A second budget on the same database (another instance) sees the same misses.
    const elsewhere = new MissBudget(ctx.db, 'order-page', MISS_BUDGETS.orderPage);
    for (let i = 1; i < MISS_BUDGETS.orderPage.max; i++) await elsewhere.recordMiss('any', address);
    const refused = await orderPage(DEMO.orderNumber, address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
  });
});

describe('a miss budget that slows', () => {
  const budget = () => new MissBudget(ctx.db, `slow-test-${Math.random()}`, { windowMs: 15 * 60 * 1000, max: 8, slowAfter: 3 });
  const at = (seconds: number) => new Date(Date.UTC(2026, 10, 26, 9, 0, 0) + seconds * 1000);

  it('waits 1, 2, 4… seconds after each miss past the free ones, then until the window ends', async () => {
    const misses = budget();
    const waits: number[] = [];
    let clock = 0;
    for (let miss = 1; miss <= 8; miss++) {
      await misses.recordMiss('any', '10.92.0.1', at(clock));
      waits.push(await misses.retryAfter('any', '10.92.0.1', at(clock)));
      clock += waits.at(-1)!;
    }
    expect(waits).toEqual([0, 0, 1, 2, 4, 8, 16, 15 * 60 - 31]);
    // Another address is not affected; the window's end frees the address.
    expect(await misses.retryAfter('any', '10.92.0.2', at(clock))).toBe(0);
    expect(await misses.retryAfter('any', '10.92.0.1', at(15 * 60))).toBe(0);
  });
});
