import { STALE_RECORD_MESSAGE } from '@shutterday/domain';
import { bearer, loginStudioAdmin } from '../../../test-support/auth';
import { systemAdminTestApp } from '../../../test-support/studio-admin';

const session = systemAdminTestApp();

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = session.auth) =>
  session.ctx.app.inject({ method, url: `/api/admin/shipping-options${url}`, headers, ...(payload ? { payload } : {}) });

describe("the system admin's shipping options", () => {
  it('lists the seeded options in their order, makes a new one and edits it with its version', async () => {
    const listed = (await call('GET', '')).json().data;
    expect(listed.totalRecords).toBeGreaterThan(0);
    const created = await call('POST', '', { code: 'overnight', name: 'Overnight', price: 2495, sortOrder: 5 });
    expect(created.statusCode).toBe(201);
    const option = created.json().data;
    expect(option).toMatchObject({ code: 'overnight', name: 'Overnight', price: 2495, active: true, sortOrder: 5, version: 1 });
    const updated = await call('PUT', `/${option.id}`, { name: 'Overnight (2 days)', price: 2595, active: false, sortOrder: 5, version: 1 });
    expect(updated.json().data).toMatchObject({ code: 'overnight', name: 'Overnight (2 days)', price: 2595, active: false, version: 2 });
    // The second of two saves made from the same read is refused, never overwriting the first.
    expect((await call('PUT', `/${option.id}`, { name: 'Lost', price: 1, version: 1 })).json()).toEqual({ errors: [STALE_RECORD_MESSAGE] });
    expect((await call('GET', '?search=overnight')).json().data.resultItems.map((o: { code: string }) => o.code)).toEqual(['overnight']);
  });

  it('refuses a taken code, a bad code, a code change and a delete, with a message', async () => {
    const [first] = (await call('GET', '')).json().data.resultItems;
    expect((await call('POST', '', { code: first.code.toUpperCase(), name: 'Again', price: 1 })).statusCode).toBe(400);
    expect((await call('POST', '', { code: first.code, name: 'Again', price: 1 })).json()).toEqual({ errors: ['A shipping option with this code already exists.'] });
    expect((await call('POST', '', { code: 'has space', name: 'X', price: 1 })).json().errors).toEqual(['code: Use lower-case letters, digits, - and _']);
    expect((await call('PUT', `/${first.id}`, { code: 'other', name: first.name, price: first.price, version: first.version })).statusCode).toBe(400);
    expect((await call('DELETE', `/${first.id}`)).statusCode).toBe(404);
  });

  it('is for system administrators only', async () => {
    const studio = bearer((await loginStudioAdmin(session.ctx.app)).token);
    expect((await call('GET', '', undefined, studio)).statusCode).toBe(403);
  });
});
