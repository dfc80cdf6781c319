import { STALE_RECORD_MESSAGE } from '@shutterday/domain';
import { PRODUCT_MESSAGES } from '@shutterday/domain/staff';
import { systemAdminTestApp } from '../../../test-support/studio-admin';

const session = systemAdminTestApp();
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => session.call(method, `/api/admin/products${url}`, payload);

describe("the system admin's products", () => {
  it('lists the catalogue with how many package items hold each, makes one, renames it, deletes it', async () => {
    const listed = (await call('GET', '?search=8x10')).json().data.resultItems;
    expect(listed).toEqual([expect.objectContaining({ code: '8x10', name: '8x10 print', digital: false })]);
    expect(listed[0].packageItems).toBeGreaterThan(0);

    const made = await call('POST', '', { code: '11x14', name: '11x14 print' });
    expect([made.statusCode, made.json().data]).toEqual([201, expect.objectContaining({ code: '11x14', digital: false, packageItems: 0, version: 1 })]);
    const product = made.json().data;
    expect((await call('PUT', `/${product.id}`, { name: '11x14 wall print', version: 1 })).json().data).toMatchObject({ code: '11x14', name: '11x14 wall print', version: 2 });
    expect((await call('PUT', `/${product.id}`, { name: 'Lost', version: 1 })).json()).toEqual({ errors: [STALE_RECORD_MESSAGE] });
    // The studio admin's package editor picks from the same catalogue.
    const studioList = (await session.ctx.app.inject({ url: '/api/studioadmin/studios/1/products', headers: session.auth })).json().data;
    expect(studioList.map((p: { code: string }) => p.code)).toContain('11x14');
    expect((await call('DELETE', `/${product.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/${product.id}`)).statusCode).toBe(404);
  });

  it('keeps a product that packages hold, and refuses a taken code, a code or kind change, and a bad code', async () => {
    const [print] = (await call('GET', '?search=8x10')).json().data.resultItems;
    expect((await call('DELETE', `/${print.id}`)).json()).toEqual({ errors: [PRODUCT_MESSAGES.inUse(print.packageItems)] });
    expect((await call('POST', '', { code: '8X10', name: 'Again' })).json()).toEqual({ errors: [PRODUCT_MESSAGES.codeTaken] });
    expect((await call('PUT', `/${print.id}`, { code: 'other', name: print.name, version: print.version })).statusCode).toBe(400);
    expect((await call('PUT', `/${print.id}`, { digital: true, name: print.name, version: print.version })).statusCode).toBe(400);
    expect((await call('POST', '', { code: 'has space', name: 'X' })).json().errors).toEqual(['code: Use letters, digits, ".", "-" and "_", e.g. 11x14']);
  });
});
