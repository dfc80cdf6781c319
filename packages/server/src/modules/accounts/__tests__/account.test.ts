import { PROFILE_MESSAGES } from '@shutterday/domain/staff';
import { DEMO } from '../../../seed/demo-constants';
import { bearer, login } from '../../../test-support/auth';
import { studioAdminTestApp } from '../../../test-support/studio-admin';

const session = studioAdminTestApp();
const { call } = session;
const url = '/api/account/password';
const admin = DEMO.studioAdmin;

describe("the signed-in user's account", () => {
  it('refuses a caller without a token', async () => {
    const answer = await session.ctx.app.inject({ method: 'POST', url, payload: { currentPassword: admin.password, newPassword: 'A-new-password-2027' } });
    expect(answer.statusCode).toBe(401);
    // Nothing changed: the old password still opens the account.
    expect((await login(session.ctx.app, admin.email, admin.password)).token).toEqual(expect.any(String));
  });

  it("is anyone's own: a system administrator, who belongs to no studio, changes theirs", async () => {
    const system = DEMO.systemAdmin;
    const { token } = await login(session.ctx.app, system.email, system.password);
    const changed = await session.ctx.app.inject({ method: 'POST', url, headers: bearer(token), payload: { currentPassword: system.password, newPassword: 'A-system-password-2027' } });
    expect(changed.statusCode).toBe(200);
    expect((await login(session.ctx.app, system.email, 'A-system-password-2027')).token).toEqual(expect.any(String));
  });

  it('changes the password: other sessions end, this one goes on with the answered tokens', async () => {
    const other = await login(session.ctx.app, admin.email, admin.password);
    const short = await call('POST', url, { currentPassword: admin.password, newPassword: 'short' });
    expect([short.statusCode, short.json()]).toEqual([400, { errors: ['newPassword: Use at least 10 characters'] }]);
    expect((await call('POST', url, { currentPassword: 'wrong-password', newPassword: 'A-new-password-2027' })).json()).toEqual({ errors: [PROFILE_MESSAGES.wrongPassword] });
    const changed = await call('POST', url, { currentPassword: admin.password, newPassword: 'A-new-password-2027' });
    expect(changed.statusCode).toBe(200);
    const tokens = changed.json().data;
    const app = session.ctx.app;
    expect((await app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: other.refreshToken } })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: tokens.refreshToken } })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/account/profile', headers: bearer(tokens.token) })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: admin.email, password: admin.password } })).statusCode).toBe(401);
    expect((await login(app, admin.email, 'A-new-password-2027')).token).toEqual(expect.any(String));
  });
});
