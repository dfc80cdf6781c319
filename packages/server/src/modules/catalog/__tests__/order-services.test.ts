import { STALE_RECORD_MESSAGE } from '@shutterday/domain';
import { eq } from 'drizzle-orm';
import { studios } from '../../../db/schema';
import { systemAdminTestApp } from '../../../test-support/studio-admin';

const session = systemAdminTestApp();

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  session.ctx.app.inject({ method, url: `/api/admin/order-services${url}`, headers: session.auth, ...(payload ? { payload } : {}) });
const contentVersion = async () => (await session.ctx.db.select({ v: studios.contentVersion }).from(studios).where(eq(studios.id, 1)))[0]!.v;

describe("the system admin's order services", () => {
  it("lists the platform's services and edits one with its version; parents' pages see the change", async () => {
    const listed = (await call('GET', '')).json().data.resultItems as Array<{ id: number; code: string; version: number }>;
    expect(listed.map((service) => service.code)).toEqual(['retouch', 'personalization']);
    const retouch = listed[0]!;
    const before = await contentVersion();
    const updated = await call('PUT', `/${retouch.id}`, { name: 'Retouching (skin and blemishes)', price: 900, active: true, version: retouch.version });
    expect(updated.json().data).toMatchObject({ code: 'retouch', name: 'Retouching (skin and blemishes)', price: 900, version: retouch.version + 1 });
    expect(await contentVersion()).toBeGreaterThan(before);
    expect((await call('PUT', `/${retouch.id}`, { name: 'Lost', price: 1, active: true, version: retouch.version })).json()).toEqual({ errors: [STALE_RECORD_MESSAGE] });
  });

  it('makes and deletes none', async () => {
    expect((await call('POST', '', { code: 'frame', name: 'Frame', price: 1 })).statusCode).toBe(404);
    expect((await call('DELETE', '/1')).statusCode).toBe(404);
  });
});
