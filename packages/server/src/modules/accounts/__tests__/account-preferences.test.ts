import { DEMO } from '../../../seed/demo-constants';
import { bearer, login } from '../../../test-support/auth';
import { studioAdminTestApp } from '../../../test-support/studio-admin';

const session = studioAdminTestApp();
const url = '/api/account/preferences';

describe("the signed-in user's preferences on the account", () => {
  it('refuses a caller without a token', async () => {
    expect((await session.ctx.app.inject({ url })).statusCode).toBe(401);
    expect((await session.ctx.app.inject({ method: 'PATCH', url, payload: { UseDarkMode: true } })).statusCode).toBe(401);
  });

  it('a system administrator, who belongs to no studio, reads the defaults and turns dark mode on', async () => {
    const app = session.ctx.app;
    const { token } = await login(app, DEMO.systemAdmin.email, DEMO.systemAdmin.password);
    const read = await app.inject({ url, headers: bearer(token) });
    expect([read.statusCode, read.json().data]).toEqual([200, expect.objectContaining({ buildMaximumCropperSize: 200, buildImagesPerRow: 6, useDarkMode: false })]);
    const saved = await app.inject({ method: 'PATCH', url, headers: bearer(token), payload: { UseDarkMode: true } });
    expect([saved.statusCode, saved.json().data]).toEqual([200, expect.objectContaining({ buildImagesPerRow: 6, useDarkMode: true })]);
    expect((await app.inject({ url, headers: bearer(token) })).json().data.useDarkMode).toBe(true);
  });

  it("is the same row as the studio's UserPreferences: saved on the account, read in the studio, and bounded alike", async () => {
    const saved = await session.call('PATCH', url, { UseDarkMode: true, BuildImagesPerRow: 8 });
    expect(saved.statusCode).toBe(200);
    const studio = await session.call('GET', '/api/studioadmin/studios/1/UserPreferences');
    expect(studio.json().data).toEqual(expect.objectContaining({ useDarkMode: true, buildImagesPerRow: 8 }));
    expect((await session.call('PATCH', url, { BuildImagesPerRow: 99 })).statusCode).toBe(400);
    expect((await session.call('PATCH', url, { UseDarkMode: 'yes' })).statusCode).toBe(400);
  });
});
