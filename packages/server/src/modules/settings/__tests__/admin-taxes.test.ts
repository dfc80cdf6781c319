import { STALE_RECORD_MESSAGE } from '@shutterday/domain';
import { eq } from 'drizzle-orm';
import { orders } from '../../../db/schema';
import { bearer, loginStudioAdmin } from '../../../test-support/auth';
import { BONUS_WALLETS, checkoutReadyCart, GOOD_CARD, LINCOLN, PACKAGE_A } from '../../../test-support/ordering';
import { systemAdminTestApp } from '../../../test-support/studio-admin';

const session = systemAdminTestApp();

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = session.auth) =>
  session.ctx.app.inject({ method, url: `/api/admin/taxes${url}`, headers, ...(payload ? { payload } : {}) });
const rateOf = async (state: string) => (await call('GET', `?search=${state}`)).json().data.resultItems.find((rate: { state: string }) => rate.state === state);

describe("the system admin's tax table", () => {
  it('lists the rates by state, makes one, edits it with its version and deletes it', async () => {
    const listed = (await call('GET', '')).json().data;
    expect(listed.totalRecords).toBeGreaterThan(0);
    expect(listed.resultItems.map((rate: { state: string }) => rate.state)).toEqual([...listed.resultItems.map((rate: { state: string }) => rate.state)].sort());

    const created = await call('POST', '', { state: ' vt ', rateBasisPoints: 600, taxShipping: true });
    expect(created.statusCode).toBe(201);
    const rate = created.json().data;
    expect(rate).toMatchObject({ country: 'US', state: 'VT', rateBasisPoints: 600, taxShipping: true, version: 1 });
    expect((await call('GET', `/${rate.id}`)).json().data).toEqual(rate);
    expect((await call('GET', '?search=vt')).json().data.resultItems).toEqual([rate]);

    const updated = await call('PUT', `/${rate.id}`, { state: 'VT', rateBasisPoints: 625, taxShipping: false, version: 1 });
    expect(updated.json().data).toMatchObject({ state: 'VT', rateBasisPoints: 625, taxShipping: false, version: 2 });
    // The second of two saves made from the same read is refused, never overwriting the first.
    const stale = await call('PUT', `/${rate.id}`, { state: 'VT', rateBasisPoints: 1, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ errors: [STALE_RECORD_MESSAGE] });

    expect((await call('DELETE', `/${rate.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/${rate.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/${rate.id}`)).statusCode).toBe(404);
  });

  it('keeps one rate per state: a second one, or an edit onto a taken state, is 409', async () => {
    const illinois = await rateOf('IL');
    const again = await call('POST', '', { state: 'il', rateBasisPoints: 100 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ errors: ['This state already has a tax rate: edit that one instead.'] });
    const other = (await call('POST', '', { state: 'ME', rateBasisPoints: 550 })).json().data;
    expect((await call('PUT', `/${other.id}`, { state: 'IL', rateBasisPoints: 550, version: other.version })).json()).toEqual({ errors: ['This state already has a tax rate: edit that one instead.'] });
    // Saving a rate with its own state is no clash.
    expect((await call('PUT', `/${illinois.id}`, { state: 'IL', rateBasisPoints: illinois.rateBasisPoints, taxShipping: illinois.taxShipping, version: illinois.version })).statusCode).toBe(200);
  });

  it('refuses bad input with 400 and a message naming the field', async () => {
    const errors = async (payload: object) => {
      const response = await call('POST', '', payload);
      expect(response.statusCode).toBe(400);
      return response.json().errors;
    };
    expect(await errors({ state: 'ZZ', rateBasisPoints: 500 })).toEqual(['state: This value is not a valid US state']);
    expect(await errors({ country: 'CA', state: 'ON', rateBasisPoints: 500 })).toEqual(['country: Only US rates are used: the checkout takes US addresses only', 'state: This value is not a valid US state']);
    expect(await errors({ state: 'NJ', rateBasisPoints: 662.5 })).toEqual(['rateBasisPoints: Use a whole number of basis points (725 = 7.25%)']);
    expect(await errors({ state: 'NJ', rateBasisPoints: 7250 })).toEqual(['rateBasisPoints: Use a rate of at most 25%']);
    expect(await errors({ state: 'NJ', rateBasisPoints: -1 })).toEqual(['rateBasisPoints: This value must be at least 0']);
    expect(await errors({ state: 'NJ', rateBasisPoints: 500, taxShipping: 'yes' })).toEqual(['taxShipping: This value must be true or false']);
    expect((await errors({ state: 'NJ', rateBasisPoints: 500, extra: 1 })).length).toBe(1);
    expect((await call('PUT', '/1', { state: 'IL', rateBasisPoints: 500 })).statusCode).toBe(400);
  });

  it('changes the next checkout quote, never an order already placed', async () => {
    const base = `/api/customer/jobs/${LINCOLN}`;
    // IL at 6.25 % on goods only: Package A and the wallets, $58.00 → $3.63.
    const placed = await checkoutReadyCart(session.ctx.app, session.ctx.db, [PACKAGE_A, BONUS_WALLETS], 2);
    expect((await placed.get(`${base}/checkout/totals`)).json().data).toMatchObject({ tax: 363, taxJurisdiction: 'US-IL' });
    expect((await placed.post(`${base}/checkout/submit`, { paymentToken: GOOD_CARD })).statusCode).toBe(201);
    const [order] = await session.ctx.db.select().from(orders).where(eq(orders.cartId, placed.cartId));
    expect(order).toMatchObject({ tax: 363 });

    const quoting = await checkoutReadyCart(session.ctx.app, session.ctx.db, [PACKAGE_A, BONUS_WALLETS], 3);
    const illinois = await rateOf('IL');
    const edited = await call('PUT', `/${illinois.id}`, { state: 'IL', rateBasisPoints: 800, taxShipping: true, version: illinois.version });
    expect(edited.statusCode).toBe(200);
    // 8 % of goods and shipping: (5800 + 895) × 0.08 = 535.6 → 536.
    expect((await quoting.get(`${base}/checkout/totals`)).json().data).toMatchObject({ shipping: 895, tax: 536, total: 5800 + 895 + 536 });
    expect((await call('DELETE', `/${illinois.id}`)).statusCode).toBe(204);
    expect((await quoting.get(`${base}/checkout/totals`)).json().data).toMatchObject({ tax: 0, taxJurisdiction: 'US-IL' });

    const [kept] = await session.ctx.db.select().from(orders).where(eq(orders.cartId, placed.cartId));
    expect(kept).toMatchObject({ tax: 363, total: order!.total });
  });

  it('is for system administrators only', async () => {
    const studio = bearer((await loginStudioAdmin(session.ctx.app)).token);
    expect((await call('GET', '', undefined, studio)).statusCode).toBe(403);
    expect((await call('POST', '', { state: 'NH', rateBasisPoints: 0 }, studio)).statusCode).toBe(403);
    expect((await session.ctx.app.inject({ method: 'GET', url: '/api/admin/taxes' })).statusCode).toBe(401);
  });
});
