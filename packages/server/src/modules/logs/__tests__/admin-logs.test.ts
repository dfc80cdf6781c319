import { DEMO } from '../../../seed/demo-constants';
import { TableTaxCalculator } from '../../../services/tax/tax';
import { bearer, freshAddress, loginStudioAdmin } from '../../../test-support/auth';
import { systemAdminTestApp } from '../../../test-support/studio-admin';
import { mailLogRepository } from '../repositories/mail-log';

const session = systemAdminTestApp();
const get = (url: string, headers = session.auth) => session.ctx.app.inject({ method: 'GET', url: `/api/admin${url}`, headers });

describe("the system admin's mail log", () => {
  it('shows each message sent, newest first, with its fate and never its body', async () => {
    await session.ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: DEMO.studioAdmin.email }, remoteAddress: freshAddress() });
    const refused = await mailLogRepository.record(session.ctx.db, { to: 'parent@example.com', subject: 'Your order 100777', text: 'Thank you' });
    await mailLogRepository.setStatus(session.ctx.db, refused, 'failed', '550 mailbox unavailable');

    const page = (await get('/mail-log')).json().data;
    expect(page.resultItems[0]).toEqual({ id: refused, to: 'parent@example.com', subject: 'Your order 100777', status: 'failed', error: '550 mailbox unavailable', createdAt: expect.any(String) });
    const reset = page.resultItems[1];
    expect(reset).toMatchObject({ to: DEMO.studioAdmin.email, status: 'recorded' });
    expect(reset).not.toHaveProperty('text');
    expect(JSON.stringify(page)).not.toMatch(/token=/);
  });

  it('narrows by recipient or subject and by status', async () => {
    const bySubject = (await get('/mail-log?search=order%20100777')).json().data;
    expect(bySubject.resultItems.map((m: { to: string }) => m.to)).toEqual(['parent@example.com']);
    const failed = (await get('/mail-log?status=failed')).json().data;
    expect(failed.resultItems.every((m: { status: string }) => m.status === 'failed')).toBe(true);
    expect(failed.totalRecords).toBe(1);
    expect((await get('/mail-log?status=bounced')).json()).toEqual({ errors: ['status: This value must be one of recorded, sent, failed'] });
  });
});

describe("the system admin's tax log", () => {
  it("shows the checkout's calculations with the order they became, found by order number or jurisdiction", async () => {
    await session.ctx.db.transaction((tx) => new TableTaxCalculator(session.ctx.db).calculate({ country: 'us', state: 'ca', amount: 10_000, shipping: 0 }, tx));
    const page = (await get('/tax-log')).json().data;
    expect(page.resultItems[0]).toMatchObject({ jurisdiction: 'US-CA', taxableAmount: 10_000, orderNumber: null, cartId: null });
    const seeded = (await get(`/tax-log?search=${DEMO.orderNumber}`)).json().data.resultItems;
    expect(seeded).toEqual([expect.objectContaining({ orderNumber: DEMO.orderNumber, jurisdiction: 'US-IL', provider: 'table' })]);
    expect((await get('/tax-log?search=us-ca')).json().data.resultItems.map((t: { jurisdiction: string }) => t.jurisdiction)).toEqual(['US-CA']);
  });
});

it('both logs are for system administrators only', async () => {
  const studio = bearer((await loginStudioAdmin(session.ctx.app)).token);
  expect((await get('/mail-log', studio)).statusCode).toBe(403);
  expect((await get('/tax-log', studio)).statusCode).toBe(403);
});
