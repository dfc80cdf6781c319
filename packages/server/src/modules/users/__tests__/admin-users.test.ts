import { STALE_RECORD_MESSAGE } from '@shutterday/domain';
import { USER_MESSAGES } from '@shutterday/domain/staff';
import { desc } from 'drizzle-orm';
import { mailLog } from '../../../db/schema';
import { DEMO } from '../../../seed/demo-constants';
import { bearer, freshAddress, login, loginStudioAdmin } from '../../../test-support/auth';
import { systemAdminTestApp } from '../../../test-support/studio-admin';

const session = systemAdminTestApp();
const { call } = session;

async function lastMail() {
  const [row] = await session.ctx.db.select().from(mailLog).orderBy(desc(mailLog.id)).limit(1);
  return row!;
}

/** What the edit form sends back of a listed user. */
const edit = ({ name, email, role, studioId, permissions, rspoJob, disabled, version }: Record<string, unknown>) => ({ name, email, role, studioId, permissions, rspoJob, disabled, version });

function linkToken(text: string): string {
  return decodeURIComponent(/reset-password\?token=([\w%-]+)/.exec(text)![1]!);
}

describe("the system admin's users", () => {
  it("makes a studio's staff member, who is e-mailed a link, chooses a password and logs in with the permissions given", async () => {
    const made = await call('POST', '/api/admin/users', { name: 'Kim Lee', email: 'Kim.Lee@Demo.test', role: 'studio', studioId: 1, permissions: ['studio.crud', 'studio.financials.read'] });
    expect(made.statusCode).toBe(201);
    expect(made.json().data).toMatchObject({ name: 'Kim Lee', email: 'kim.lee@demo.test', role: 'studio', studioId: 1, studioName: 'Demo Photo Co', permissions: ['studio.crud', 'studio.financials.read'], disabled: false, version: 1 });
    const mail = await lastMail();
    expect(mail).toMatchObject({ to: 'kim.lee@demo.test', subject: 'Avery Admin invited you to Demo Photo Co on Shutterday' });
    expect(mail.text).toContain('Avery Admin invited you to work with Demo Photo Co on Shutterday');
    expect(mail.text).toContain('&invitation=1');
    const reset = await session.ctx.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token: linkToken(mail.text), password: 'Kims-own-password-1' }, remoteAddress: freshAddress() });
    expect(reset.statusCode).toBe(200);
    const signedIn = await login(session.ctx.app, 'kim.lee@demo.test', 'Kims-own-password-1');
    expect(signedIn.token).toEqual(expect.any(String));
    // Financial reads yes, the studio's own settings no.
    expect((await session.ctx.app.inject({ url: '/api/studioadmin/studios/1/reports/payments/summary', headers: bearer(signedIn.token) })).statusCode).toBe(200);
  });

  it('lists, searches and narrows the users', async () => {
    const all = (await call('GET', '/api/admin/users')).json().data;
    expect(all.resultItems.map((u: { email: string }) => u.email)).toEqual(expect.arrayContaining([DEMO.systemAdmin.email, DEMO.studioAdmin.email, 'kim.lee@demo.test']));
    const admins = (await call('GET', '/api/admin/users?type=systemAdmin')).json().data.resultItems;
    expect(admins.map((u: { email: string; role: string; permissions: string[] }) => [u.email, u.role, u.permissions])).toEqual([[DEMO.systemAdmin.email, 'systemAdmin', []]]);
    expect((await call('GET', '/api/admin/users?search=kim')).json().data.resultItems).toHaveLength(1);
    expect((await call('GET', '/api/admin/users?search=demo%20photo')).json().data.totalRecords).toBeGreaterThanOrEqual(2);
  });

  it('switching a user off ends their sessions and their invitations; a stale edit is refused', async () => {
    const [kim] = (await call('GET', '/api/admin/users?search=kim')).json().data.resultItems;
    const session2 = await login(session.ctx.app, 'kim.lee@demo.test', 'Kims-own-password-1');
    const off = await call('PUT', `/api/admin/users/${kim.id}`, { ...edit(kim), disabled: true });
    expect(off.json().data).toMatchObject({ disabled: true, version: kim.version + 1 });
    expect((await session.ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: session2.refreshToken } })).statusCode).toBe(401);
    expect((await session.ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'kim.lee@demo.test', password: 'Kims-own-password-1' } })).statusCode).toBe(401);
    expect((await call('POST', `/api/admin/users/${kim.id}/invitation`, {})).json()).toEqual({ errors: [USER_MESSAGES.disabled] });
    expect((await call('PUT', `/api/admin/users/${kim.id}`, { ...edit(kim), name: 'Lost', disabled: false })).json()).toEqual({ errors: [STALE_RECORD_MESSAGE] });
  });

  it('refuses a taken e-mail, a studio that is not there, a staff member without a studio, and locking oneself out', async () => {
    expect((await call('POST', '/api/admin/users', { name: 'Copy', email: DEMO.studioAdmin.email, role: 'studio', studioId: 1 })).json()).toEqual({ errors: [USER_MESSAGES.emailTaken] });
    expect((await call('POST', '/api/admin/users', { name: 'Nowhere', email: 'nowhere@demo.test', role: 'studio', studioId: 999 })).json()).toEqual({ errors: [USER_MESSAGES.studioNotFound] });
    expect((await call('POST', '/api/admin/users', { name: 'Nobody', email: 'nobody@demo.test', role: 'studio' })).json()).toEqual({ errors: ['studioId: Choose the studio this user works for'] });
    const [me] = (await call('GET', '/api/admin/users?type=systemAdmin')).json().data.resultItems;
    expect((await call('PUT', `/api/admin/users/${me.id}`, { ...edit(me), disabled: true })).json()).toEqual({ errors: [USER_MESSAGES.notYourself] });
    expect((await call('PUT', `/api/admin/users/${me.id}`, { ...edit(me), role: 'studio', studioId: 1 })).json()).toEqual({ errors: [USER_MESSAGES.notYourself] });
    expect((await call('GET', '/api/admin/users/99999')).json()).toEqual({ errors: ['User not found'] });
  });

  it('is for system administrators only', async () => {
    const studio = bearer((await loginStudioAdmin(session.ctx.app)).token);
    expect((await session.ctx.app.inject({ url: '/api/admin/users', headers: studio })).statusCode).toBe(403);
  });
});
