import { PROFILE_MESSAGES } from '@shutterday/domain/staff';
import { DEMO } from '../../../seed/demo-constants';
import { bearer, login } from '../../../test-support/auth';
import { studioAdminTestApp } from '../../../test-support/studio-admin';

const session = studioAdminTestApp();
const { call } = session;
const url = '/api/account/profile';
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

  it("is anyone's own: a system administrator, who belongs to no studio, reads theirs", async () => {
    const system = DEMO.systemAdmin;
    const { token } = await login(session.ctx.app, system.email, system.password);
    const answer = await session.ctx.app.inject({ url, headers: bearer(token) });
    expect(answer.json().data).toEqual({ name: system.name, email: system.email });
  });
});
