import { INVALID_EMAIL_LINK, PROFILE_MESSAGES } from '@shutterday/domain/staff';
import { desc, eq, sql } from 'drizzle-orm';
import { mailLog } from '../../../db/schema';
import { DEMO } from '../../../seed/demo-constants';
import { bearer, freshAddress, login } from '../../../test-support/auth';
import { studioAdminTestApp } from '../../../test-support/studio-admin';
import { EMAIL_TAKEN_AT_CONFIRM } from '../services/email-change';

const session = studioAdminTestApp();
const { call } = session;
const url = '/api/account/profile';
const admin = DEMO.studioAdmin;

const confirm = (token: string) => session.ctx.app.inject({ method: 'POST', url: '/api/auth/confirm-email', payload: { token }, remoteAddress: freshAddress() });

async function mailsTo(address: string) {
  return session.ctx.db.select().from(mailLog).where(eq(mailLog.to, address)).orderBy(desc(mailLog.id));
}

async function linkMailedTo(address: string): Promise<string> {
  const [mail] = await mailsTo(address);
  const match = /\/confirm-email\?token=([\w%-]+)/.exec(mail?.text ?? '');
  if (!match) throw new Error(`no link mailed to ${address}`);
  return decodeURIComponent(match[1]!);
}

const canLogIn = async (email: string, password: string) =>
  (await session.ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: email, password }, remoteAddress: freshAddress() })).statusCode === 200;

describe("the signed-in user's profile", () => {
  it('changes the name at once; a wrong password or a taken e-mail is refused', async () => {
    expect((await call('GET', url)).json().data).toEqual({ name: admin.name, email: admin.email, pendingEmail: null });
    const wrong = await call('PUT', url, { name: 'Sam Photographer', email: admin.email, currentPassword: 'not-my-password' });
    expect([wrong.statusCode, wrong.json()]).toEqual([400, { errors: [PROFILE_MESSAGES.wrongPassword] }]);
    const taken = await call('PUT', url, { name: 'Sam Photographer', email: DEMO.systemAdmin.email, currentPassword: admin.password });
    expect([taken.statusCode, taken.json()]).toEqual([409, { errors: [PROFILE_MESSAGES.emailTaken] }]);
    const renamed = await call('PUT', url, { name: 'Sam Photographer', email: admin.email, currentPassword: admin.password });
    expect(renamed.json().data).toEqual({ name: 'Sam Photographer', email: admin.email, pendingEmail: null });
    await call('PUT', url, { name: admin.name, email: admin.email, currentPassword: admin.password });
  });

  it('changes the e-mail only when the link mailed to the new address is opened, once; the old address is told', async () => {
    const asked = await call('PUT', url, { name: admin.name, email: 'Sam.Studio@Shutterday.test', currentPassword: admin.password });
    expect(asked.json().data).toEqual({ name: admin.name, email: admin.email, pendingEmail: 'sam.studio@shutterday.test' });
    expect((await call('GET', url)).json().data.pendingEmail).toBe('sam.studio@shutterday.test');
    // Until the link is opened the old e-mail is the login.
    expect(await canLogIn(admin.email, admin.password)).toBe(true);
    expect(await canLogIn('sam.studio@shutterday.test', admin.password)).toBe(false);
    const token = await linkMailedTo('sam.studio@shutterday.test');
    const noticesBefore = (await mailsTo(admin.email)).length;

    const opened = await confirm(token);
    expect([opened.statusCode, opened.json().data]).toEqual([200, { email: 'sam.studio@shutterday.test' }]);
    expect(await canLogIn('sam.studio@shutterday.test', admin.password)).toBe(true);
    expect(await canLogIn(admin.email, admin.password)).toBe(false);
    const notices = await mailsTo(admin.email);
    expect(notices.length).toBe(noticesBefore + 1);
    expect(notices[0]!.text).toContain('was changed to sam.studio@shutterday.test');
    // The session goes on: nothing else of the account changed.
    expect((await call('GET', url)).json().data).toEqual({ name: admin.name, email: 'sam.studio@shutterday.test', pendingEmail: null });

    const again = await confirm(token);
    expect([again.statusCode, again.json()]).toEqual([400, { errors: [INVALID_EMAIL_LINK] }]);

    // Back, so the other tests log in as the demo administrator.
    await call('PUT', url, { name: admin.name, email: admin.email, currentPassword: admin.password });
    expect((await confirm(await linkMailedTo(admin.email))).statusCode).toBe(200);
  });

  it('an expired, cancelled or replaced link says so; a link to an address taken meanwhile changes nothing', async () => {
    await call('PUT', url, { name: admin.name, email: 'first@shutterday.test', currentPassword: admin.password });
    const first = await linkMailedTo('first@shutterday.test');
    await call('PUT', url, { name: admin.name, email: 'second@shutterday.test', currentPassword: admin.password });
    const second = await linkMailedTo('second@shutterday.test');
    expect((await confirm(first)).json()).toEqual({ errors: [INVALID_EMAIL_LINK] });

    const cancelled = await call('DELETE', `${url}/email-change`);
    expect(cancelled.json().data).toEqual({ name: admin.name, email: admin.email, pendingEmail: null });
    expect((await confirm(second)).statusCode).toBe(400);

    await call('PUT', url, { name: admin.name, email: 'third@shutterday.test', currentPassword: admin.password });
    await session.ctx.db.execute(sql`update email_change_tokens set expires_at = now() - interval '1 second' where used_at is null`);
    expect((await call('GET', url)).json().data.pendingEmail).toBeNull();
    expect((await confirm(await linkMailedTo('third@shutterday.test'))).json()).toEqual({ errors: [INVALID_EMAIL_LINK] });

    await call('PUT', url, { name: admin.name, email: 'fourth@shutterday.test', currentPassword: admin.password });
    const fourth = await linkMailedTo('fourth@shutterday.test');
    await session.ctx.db.execute(sql`update users set email = 'fourth@shutterday.test' where email = ${DEMO.systemAdmin.email}`);
    const taken = await confirm(fourth);
    await session.ctx.db.execute(sql`update users set email = ${DEMO.systemAdmin.email} where email = 'fourth@shutterday.test'`);
    expect([taken.statusCode, taken.json()]).toEqual([409, { errors: [EMAIL_TAKEN_AT_CONFIRM] }]);
    expect((await call('GET', url)).json().data.email).toBe(admin.email);
    await call('DELETE', `${url}/email-change`);
  });

  it("is anyone's own: a system administrator, who belongs to no studio, reads theirs", async () => {
    const system = DEMO.systemAdmin;
    const { token } = await login(session.ctx.app, system.email, system.password);
    const answer = await session.ctx.app.inject({ url, headers: bearer(token) });
    expect(answer.json().data).toEqual({ name: system.name, email: system.email, pendingEmail: null });
  });
});
