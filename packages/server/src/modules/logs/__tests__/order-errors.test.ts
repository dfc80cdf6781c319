import { bearer, loginStudioAdmin } from '../../../test-support/auth';
import { checkoutReadyCart, DECLINED_CARD, GOOD_CARD, LINCOLN, PACKAGE_A, PACKAGE_C } from '../../../test-support/ordering';
import { systemAdminTestApp } from '../../../test-support/studio-admin';

const session = systemAdminTestApp();
const errors = async (query = '') => (await session.call('GET', `/api/admin/order-errors${query}`)).json().data;
const submit = (client: Awaited<ReturnType<typeof checkoutReadyCart>>, paymentToken: string) =>
  client.post(`/api/customer/jobs/${LINCOLN}/checkout/submit`, { paymentToken });

describe("the system admin's order errors", () => {
  it('shows each refused card with the parent, the studio and the job, and the order the cart became later', async () => {
    expect((await errors()).totalRecords).toBe(0);
    const gaveUp = await checkoutReadyCart(session.ctx.app, session.ctx.db, [PACKAGE_C], 1);
    expect((await submit(gaveUp, DECLINED_CARD)).statusCode).toBe(402);
    const paidLater = await checkoutReadyCart(session.ctx.app, session.ctx.db, [PACKAGE_A], 2);
    expect((await submit(paidLater, DECLINED_CARD)).statusCode).toBe(402);
    const placed = await submit(paidLater, GOOD_CARD);
    expect(placed.statusCode).toBe(201);

    const page = await errors();
    expect(page.totalRecords).toBe(2);
    expect(page.resultItems[0]).toEqual({
      id: expect.any(Number), at: expect.any(String), studioId: 1, studioName: 'Demo Photo Co', jobId: LINCOLN, jobName: 'Lincoln Fall Picture Day',
      parentName: 'Pat Parent', email: 'pat.parent@example.test', amount: expect.any(Number), provider: 'sandbox', message: 'Your card was declined.',
      orderNumber: Number(placed.json().data.orderNumber),
    });
    expect(page.resultItems[1].orderNumber).toBeNull();
    expect((await errors('?state=open')).resultItems.map((e: { orderNumber: number | null }) => e.orderNumber)).toEqual([null]);
    expect((await errors('?state=ordered')).totalRecords).toBe(1);
    expect((await errors('?search=pat.parent')).totalRecords).toBe(2);
    expect((await errors('?search=tigers')).totalRecords).toBe(0);
  });

  it('refuses a bad filter and anyone but a system administrator', async () => {
    expect((await session.call('GET', '/api/admin/order-errors?state=lost')).json()).toEqual({ errors: ['state: This value must be one of open, ordered'] });
    const studio = bearer((await loginStudioAdmin(session.ctx.app)).token);
    expect((await session.ctx.app.inject({ url: '/api/admin/order-errors', headers: studio })).statusCode).toBe(403);
  });
});
