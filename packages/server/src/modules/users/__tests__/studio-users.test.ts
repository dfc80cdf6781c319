import { Permission } from '@shutterday/domain';
import { USER_MESSAGES } from '@shutterday/domain/staff';
import { desc, eq } from 'drizzle-orm';
import { mailLog, users } from '../../../db/schema';
import { createTestApp, type TestContext } from '../../../test-support/app';
import { bearer, freshAddress, login, loginStudioAdmin, signedInStaff, STAFF_PASSWORD } from '../../../test-support/auth';
import { DEMO } from '../../../seed/demo-constants';
import { NOT_YOURSELF } from '../routes/studio-users';

// A studio manages its own staff: invite, edit, switch off; nobody hands out more than they hold.
let ctx: TestContext;
let admin = '';
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await loginStudioAdmin(ctx.app)).token;
});
afterAll(() => ctx.close());

const USERS = '/api/studioadmin/studios/1/users';
const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: bearer(token), payload: payload as object, remoteAddress: freshAddress() });
const edit = ({ name, email, permissions, rspoJob, disabled, version }: Record<string, unknown>) => ({ name, email, permissions, rspoJob, disabled, version });

async function acceptInvitation(email: string, password: string) {
  const [mail] = await ctx.db.select().from(mailLog).orderBy(desc(mailLog.id)).limit(1);
  expect(mail!.to).toBe(email);
  const token = decodeURIComponent(/reset-password\?token=([\w%-]+)/.exec(mail!.text)![1]!);
  const reset = await ctx.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password }, remoteAddress: freshAddress() });
  expect(reset.statusCode).toBe(200);
  return login(ctx.app, email, password);
}

describe("the studio's users", () => {
  it('invites a colleague with one permission, who then reads only what it opens, and is out the moment they are switched off', async () => {
    const invited = await call(admin, 'POST', USERS, { name: 'Pat Reports', email: 'Pat@Demo.test', permissions: [Permission.StudioFinancialsRead] });
    expect([invited.statusCode, invited.json().data]).toEqual([202, { message: 'We e-mailed pat@demo.test a link to choose a password' }]);
    const [made] = (await call(admin, 'GET', `${USERS}?search=pat@demo.test`)).json().data.resultItems;
    expect(made).toMatchObject({ email: 'pat@demo.test', role: 'studio', studioId: 1, permissions: [Permission.StudioFinancialsRead], disabled: false });
    // The invitation says who asked and for which studio, and its link opens the page for a first password.
    const [mail] = await ctx.db.select().from(mailLog).orderBy(desc(mailLog.id)).limit(1);
    expect(mail!.subject).toBe('Sam Studio invited you to Demo Photo Co on Shutterday');
    expect(mail!.text).toContain('Sam Studio invited you to work with Demo Photo Co on Shutterday');
    expect(mail!.text).toMatch(/\/reset-password\?token=[\w%-]+&invitation=1\n/);
    const pat = await acceptInvitation('pat@demo.test', 'Pats-own-password-1');
    expect((await call(pat.token, 'GET', '/api/studioadmin/studios/1/reports/payments/summary')).statusCode).toBe(200);
    expect((await call(pat.token, 'GET', USERS)).statusCode).toBe(403);
    expect((await call(pat.token, 'POST', '/api/studioadmin/studios/1/organizations', { name: 'Nope', type: 'school' })).statusCode).toBe(403);

    const listed = (await call(admin, 'GET', `${USERS}?search=pat`)).json().data.resultItems;
    expect(listed.map((u: { email: string }) => u.email)).toEqual(['pat@demo.test']);
    const off = await call(admin, 'PUT', `${USERS}/${listed[0].id}`, { ...edit(listed[0]), disabled: true });
    expect([off.statusCode, off.json().data.disabled]).toEqual([200, true]);
    expect((await call(pat.token, 'GET', '/api/studioadmin/studios/1/reports/payments/summary')).statusCode).toBe(401);
    const refresh = await ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: pat.refreshToken } });
    expect(refresh.statusCode).toBe(401);
  });

  it('starts a colleague with no permission unless one is ticked', async () => {
    await call(admin, 'POST', USERS, { name: 'Bare Minimum', email: 'bare@demo.test' });
    expect((await call(admin, 'GET', `${USERS}?search=bare@demo.test`)).json().data.resultItems[0].permissions).toEqual([]);
  });

  it('lets nobody give, or take from a colleague, a permission they do not hold', async () => {
    const manager = await signedInStaff(ctx, [Permission.StudioUsersCrud, Permission.StudioCrud]);
    const beyond = await call(manager.token, 'POST', USERS, { name: 'Too Much', email: 'too.much@demo.test', permissions: [Permission.StudioCrud, Permission.StudioFinancialsRead] });
    expect([beyond.statusCode, beyond.json().errors]).toEqual([403, [USER_MESSAGES.beyondOwn(['See payments and reports'])]]);
    expect((await call(manager.token, 'POST', USERS, { name: 'Just Right', email: 'just.right@demo.test', permissions: [Permission.StudioCrud] })).statusCode).toBe(202);
    const within = await call(admin, 'GET', `${USERS}/${(await call(admin, 'GET', `${USERS}?search=just.right`)).json().data.resultItems[0].id}`);
    // The studio's administrator holds what the manager lacks: the manager cannot edit or switch them off.
    const owner = (await call(admin, 'GET', `${USERS}?search=studio@shutterday.test`)).json().data.resultItems[0];
    const ownerOff = await call(manager.token, 'PUT', `${USERS}/${owner.id}`, { ...edit(owner), disabled: true });
    expect([ownerOff.statusCode, ownerOff.json().errors]).toEqual([403, [USER_MESSAGES.notYourPeer]]);
    const raise = await call(manager.token, 'PUT', `${USERS}/${within.json().data.id}`, { ...edit(within.json().data), permissions: [Permission.StudioCrud, Permission.StudioAdminCrud] });
    expect(raise.statusCode).toBe(403);
    const rename = await call(manager.token, 'PUT', `${USERS}/${within.json().data.id}`, { ...edit(within.json().data), name: 'Just Right Renamed' });
    expect([rename.statusCode, rename.json().data.name]).toEqual([200, 'Just Right Renamed']);
    expect((await call(admin, 'GET', `${USERS}/${owner.id}`)).json().data.disabled).toBe(false);
  });

  it('lets a user kept away from jobs and organizations lift that for nobody, themselves included', async () => {
    const kept = await signedInStaff(ctx, [Permission.StudioUsersCrud, Permission.StudioCrud]);
    const keptRecord = (await call(admin, 'GET', `${USERS}/${kept.id}`)).json().data;
    const restricted = await call(admin, 'PUT', `${USERS}/${kept.id}`, { ...edit(keptRecord), rspoJob: true });
    expect(restricted.statusCode).toBe(200);
    const { token } = await login(ctx.app, kept.email, STAFF_PASSWORD);
    const lift = await call(token, 'PUT', `${USERS}/${kept.id}`, { ...edit(restricted.json().data), rspoJob: false });
    expect([lift.statusCode, lift.json().errors]).toEqual([403, [USER_MESSAGES.keptAway]]);
    const unrestrictedNew = await call(token, 'POST', USERS, { name: 'Free Rider', email: 'free.rider@demo.test', permissions: [Permission.StudioCrud] });
    expect([unrestrictedNew.statusCode, unrestrictedNew.json().errors]).toEqual([403, [USER_MESSAGES.keptAway]]);
    expect((await call(token, 'POST', USERS, { name: 'Kept Too', email: 'kept.too@demo.test', permissions: [Permission.StudioCrud], rspoJob: true })).statusCode).toBe(202);
    const keptNew = await call(admin, 'GET', `${USERS}/${(await call(admin, 'GET', `${USERS}?search=kept.too`)).json().data.resultItems[0].id}`);
    const lifted = await call(token, 'PUT', `${USERS}/${keptNew.json().data.id}`, { ...edit(keptNew.json().data), rspoJob: false });
    expect([lifted.statusCode, lifted.json().errors]).toEqual([403, [USER_MESSAGES.keptAway]]);
    expect((await call(admin, 'GET', `${USERS}/${kept.id}`)).json().data.rspoJob).toBe(true);
    expect((await call(token, 'GET', '/api/studioadmin/studios/1/organizations')).statusCode).toBe(403);
  });

  it('answers an address that already has an account exactly like a new one, makes nothing and tells that address', async () => {
    const fresh = await call(admin, 'POST', USERS, { name: 'New Person', email: 'new.person@demo.test' });
    // The system administrator's address: an account of another kind, elsewhere.
    const known = await call(admin, 'POST', USERS, { name: 'Someone', email: DEMO.systemAdmin.email, permissions: [Permission.StudioCrud] });
    expect([known.statusCode, known.json()]).toEqual([fresh.statusCode, { data: { message: `We e-mailed ${DEMO.systemAdmin.email} a link to choose a password` } }]);
    const [notice] = await ctx.db.select().from(mailLog).where(eq(mailLog.to, DEMO.systemAdmin.email)).orderBy(desc(mailLog.id)).limit(1);
    expect(notice!.subject).toBe('Demo Photo Co tried to add you on Shutterday');
    expect(notice!.text).not.toMatch(/reset-password/);
    const [account] = await ctx.db.select({ studioId: users.studioId, isSystemAdmin: users.isSystemAdmin }).from(users).where(eq(users.email, DEMO.systemAdmin.email));
    expect(account).toEqual({ studioId: null, isSystemAdmin: true });
    expect((await call(admin, 'GET', `${USERS}?search=${DEMO.systemAdmin.email}`)).json().data.resultItems).toEqual([]);
  });

  it("answers a colleague's new e-mail the same whether it has an account or not: the address confirms it by its link", async () => {
    const colleague = await signedInStaff(ctx, [Permission.StudioCrud]);
    const record = (await call(admin, 'GET', `${USERS}/${colleague.id}`)).json().data;
    const confirmLink = async (to: string) => {
      const [mail] = await ctx.db.select().from(mailLog).where(eq(mailLog.to, to)).orderBy(desc(mailLog.id)).limit(1);
      return mail && /\/confirm-email\?token=([\w%-]+)/.exec(mail.text)?.[1];
    };

    const known = await call(admin, 'PUT', `${USERS}/${colleague.id}`, { ...edit(record), name: 'Renamed Once', email: DEMO.systemAdmin.email });
    const afterKnown = known.json().data;
    const unknown = await call(admin, 'PUT', `${USERS}/${colleague.id}`, { ...edit(afterKnown), name: 'Renamed Twice', email: 'colleague.new@demo.test' });
    // The same status and the same record either way: the e-mail stays until its new address opens the link.
    expect([known.statusCode, afterKnown.email, afterKnown.name]).toEqual([200, colleague.email, 'Renamed Once']);
    expect([unknown.statusCode, unknown.json().data.email, unknown.json().data.name]).toEqual([200, colleague.email, 'Renamed Twice']);
    const [notice] = await ctx.db.select().from(mailLog).where(eq(mailLog.to, DEMO.systemAdmin.email)).orderBy(desc(mailLog.id)).limit(1);
    expect(notice!.subject).toBe('Demo Photo Co tried to use this address on Shutterday');
    expect(await confirmLink(DEMO.systemAdmin.email)).toBeUndefined();

    const token = decodeURIComponent((await confirmLink('colleague.new@demo.test'))!);
    const confirmed = await ctx.app.inject({ method: 'POST', url: '/api/auth/confirm-email', payload: { token }, remoteAddress: freshAddress() });
    expect([confirmed.statusCode, (await call(admin, 'GET', `${USERS}/${colleague.id}`)).json().data.email]).toEqual([200, 'colleague.new@demo.test']);
  });

  it("refuses switching oneself off, and never shows another studio's users or a system administrator", async () => {
    const owner = (await call(admin, 'GET', `${USERS}?search=studio@shutterday.test`)).json().data.resultItems[0];
    const self = await call(admin, 'PUT', `${USERS}/${owner.id}`, { ...edit(owner), disabled: true });
    expect([self.statusCode, self.json().errors]).toEqual([409, [NOT_YOURSELF]]);
    const everyone = (await call(admin, 'GET', `${USERS}?pageSize=200`)).json().data.resultItems;
    expect(everyone.every((u: { studioId: number; role: string }) => u.studioId === 1 && u.role === 'studio')).toBe(true);
    const [systemAdmin] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.isSystemAdmin, true)).limit(1);
    expect((await call(admin, 'GET', `${USERS}/${systemAdmin!.id}`)).statusCode).toBe(404);
  });
});
