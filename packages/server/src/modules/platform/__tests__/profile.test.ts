import { PROFILE_MESSAGES } from '@shutterday/domain/staff';
import { DEMO } from '../../../seed/demo-constants';
import { bearer, login } from '../../../test-support/auth';
import { studioAdminTestApp } from '../../../test-support/studio-admin';

const session = studioAdminTestApp();
const { call } = session;
const url = '/api/studioadmin/studios/1/profile';
const admin = DEMO.studioAdmin;

describe("the signed-in user's profile", () => {
  it('reads and changes name and e-mail, confirmed with the current password; a taken e-mail is refused', async () => {
    expect((await call('GET', url)).json().data).toEqual({ name: admin.name, email: admin.email });
    const wrong = await call('PUT', url, { name: 'Sam Photographer', email: admin.email, currentPassword: 'not-my-password' });
    expect([wrong.statusCode, wrong.json()]).toEqual([400, { errors: [PROFILE_MESSAGES.wrongPassword] }]);
    const taken = await call('PUT', url, { name: 'Sam Photographer', email: DEMO.systemAdmin.email, currentPassword: admin.password });
    expect([taken.statusCode, taken.json()]).toEqual([409, { errors: [PROFILE_MESSAGES.emailTaken] }]);
    const saved = await call('PUT', url, { name: 'Sam Photographer', email: 'Sam.Studio@Shutterday.test', currentPassword: admin.password });
    expect(saved.json().data).toEqual({ name: 'Sam Photographer', email: 'sam.studio@shutterday.test' });
    expect((await login(session.ctx.app, 'sam.studio@shutterday.test', admin.password)).token).toEqual(expect.any(String));
    // Back, so the next test logs in as the demo administrator.
    await call('PUT', url, { name: admin.name, email: admin.email, currentPassword: admin.password });
  });

  it('changes the password: other sessions end, this one goes on with the answered tokens', async () => {
    const other = await login(session.ctx.app, admin.email, admin.password);
    const short = await call('POST', `${url}/password`, { currentPassword: admin.password, newPassword: 'short' });
    expect([short.statusCode, short.json()]).toEqual([400, { errors: ['newPassword: Use at least 10 characters'] }]);
    expect((await call('POST', `${url}/password`, { currentPassword: 'wrong-password', newPassword: 'A-new-password-2027' })).json()).toEqual({ errors: [PROFILE_MESSAGES.wrongPassword] });
    const changed = await call('POST', `${url}/password`, { currentPassword: admin.password, newPassword: 'A-new-password-2027' });
    expect(changed.statusCode).toBe(200);
    const tokens = changed.json().data;
    const app = session.ctx.app;
    expect((await app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: other.refreshToken } })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: tokens.refreshToken } })).statusCode).toBe(200);
    expect((await app.inject({ url, headers: bearer(tokens.token) })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: admin.email, password: admin.password } })).statusCode).toBe(401);
    expect((await login(app, admin.email, 'A-new-password-2027')).token).toEqual(expect.any(String));
  });
});
