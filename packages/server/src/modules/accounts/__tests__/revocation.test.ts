import { Permission } from '@shutterday/domain';
import { STUDIO_STAFF_PERMISSIONS } from '@shutterday/domain/staff';
import { desc } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../../app';
import { openDatabase, type DatabaseHandle } from '../../../db/client';
import { mailLog } from '../../../db/schema';
import { createTestApp, type TestContext } from '../../../test-support/app';
import { bearer, freshAddress, login, loginSystemAdmin, signedInStaff, STAFF_PASSWORD } from '../../../test-support/auth';
import { studiosRepository } from '../../studios';
import { usersRepository } from '../repositories/users';
import { hashPassword } from '../services/passwords';
import { SESSION_CHANGED_MESSAGE } from '../../../http/guards';

// Two API instances on one database, as behind a load balancer (with TEST_DATABASE_URL the second has its own
// connection pool): a change made through one must shut the user out of both on their very next request.
let ctx: TestContext;
let second: FastifyInstance;
let secondDatabase: DatabaseHandle;
let admin: string;
let otherStudioId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  secondDatabase = ctx.databaseUrl ? openDatabase({ databaseUrl: ctx.databaseUrl, pgliteDir: null }) : { ...ctx.database, close: async () => undefined };
  second = await buildApp({ config: ctx.config, database: secondDatabase, storage: ctx.storage });
  await second.ready();
  admin = (await loginSystemAdmin(ctx.app)).token;
  otherStudioId = (await studiosRepository.create(ctx.db, { name: 'Other Studio', slug: 'other-studio', email: 'owner@other.test' })).id;
});
afterAll(async () => {
  await second.close();
  await secondDatabase.close();
  await ctx.close();
});

const PASSWORD = STAFF_PASSWORD;
/** A staff member of the demo studio with every studio permission, signed in on the first instance. */
const staffMember = () => signedInStaff(ctx, STUDIO_STAFF_PERMISSIONS);

const send = (app: FastifyInstance, token: string, options: InjectOptions) => app.inject({ ...options, headers: { ...bearer(token), ...options.headers }, remoteAddress: freshAddress() });
const readStudio = (app: FastifyInstance, token: string) => send(app, token, { method: 'GET', url: '/api/studioadmin/studios/1' });
const writeStudio = (app: FastifyInstance, token: string) => send(app, token, { method: 'PATCH', url: '/api/studioadmin/studios/1', payload: { phone: '555-0100' } });
const readPayments = (app: FastifyInstance, token: string) => send(app, token, { method: 'GET', url: '/api/studioadmin/studios/1/reports/payments/summary' });
const refresh = (refreshToken: string) => ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken }, remoteAddress: freshAddress() });

/** The system administrator's edit of a user: what the form sends back, with `change` applied. */
async function adminEdit(userId: number, change: Record<string, unknown>) {
  const current = (await send(ctx.app, admin, { method: 'GET', url: `/api/admin/users/${userId}` })).json().data;
  const { name, email, role, studioId, permissions, rspoJob, disabled, version } = current;
  const answer = await send(ctx.app, admin, { method: 'PUT', url: `/api/admin/users/${userId}`, payload: { name, email, role, studioId, permissions, rspoJob, disabled, version, ...change } });
  expect(answer.statusCode).toBe(200);
}

function expectRefused(answer: { statusCode: number; json(): unknown }) {
  expect(answer.statusCode).toBe(401);
  expect(answer.json()).toEqual({ errors: [SESSION_CHANGED_MESSAGE] });
}

describe('a change of who a user is ends their access on the next request, on every instance', () => {
  it('a user the system administrator switches off is refused at once, and cannot refresh', async () => {
    const staff = await staffMember();
    // Each instance has served this very token (its signature checked and kept) before the switch goes off.
    expect((await writeStudio(second, staff.token)).statusCode).toBe(200);
    for (const app of [ctx.app, second]) {
      expect((await readStudio(app, staff.token)).statusCode).toBe(200);
      expect((await send(app, staff.token, { method: 'GET', url: '/api/account/profile' })).statusCode).toBe(200);
    }
    await adminEdit(staff.id, { disabled: true });
    expectRefused(await readStudio(ctx.app, staff.token));
    expectRefused(await writeStudio(second, staff.token));
    expectRefused(await readStudio(second, staff.token));
    expectRefused(await send(second, staff.token, { method: 'GET', url: '/api/account/profile' }));
    expectRefused(await send(ctx.app, staff.token, { method: 'GET', url: '/api/account/profile' }));
    expect((await refresh(staff.refreshToken)).statusCode).toBe(401);
  });

  it('a user whose permissions are cut to "see payments and reports" no longer writes, and after a refresh only reads payments', async () => {
    const staff = await staffMember();
    await adminEdit(staff.id, { permissions: [Permission.StudioFinancialsRead] });
    expectRefused(await writeStudio(ctx.app, staff.token));
    expectRefused(await writeStudio(second, staff.token));
    const renewed = await refresh(staff.refreshToken);
    expect(renewed.statusCode).toBe(200);
    const { token } = renewed.json().data;
    expect((await writeStudio(second, token)).statusCode).toBe(403);
    expect((await readPayments(second, token)).statusCode).toBe(200);
  });

  it('a password change by the user ends their other sessions at once and keeps the one that changed it', async () => {
    const staff = await staffMember();
    const elsewhere = await login(ctx.app, staff.email, PASSWORD);
    const changed = await send(ctx.app, staff.token, { method: 'POST', url: '/api/account/password', payload: { currentPassword: PASSWORD, newPassword: 'A-new-password-2026!' } });
    expect(changed.statusCode).toBe(200);
    expectRefused(await readStudio(second, elsewhere.token));
    expectRefused(await readStudio(second, staff.token));
    expect((await readStudio(second, changed.json().data.token)).statusCode).toBe(200);
  });

  it('a password reset by e-mailed link ends every session at once', async () => {
    const staff = await staffMember();
    const asked = await ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: staff.email }, remoteAddress: freshAddress() });
    expect(asked.statusCode).toBe(202);
    const [mail] = await ctx.db.select().from(mailLog).orderBy(desc(mailLog.id)).limit(1);
    const token = decodeURIComponent(/reset-password\?token=([\w%-]+)/.exec(mail!.text)![1]!);
    const reset = await second.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'Reset-by-link-2026!' }, remoteAddress: freshAddress() });
    expect(reset.statusCode).toBe(200);
    expectRefused(await readStudio(ctx.app, staff.token));
    expectRefused(await readStudio(second, staff.token));
  });

  it('a user moved to another studio loses the first at once; a refresh opens the new one only', async () => {
    const staff = await staffMember();
    await adminEdit(staff.id, { studioId: otherStudioId });
    expectRefused(await readStudio(second, staff.token));
    const renewed = await refresh(staff.refreshToken);
    expect(renewed.statusCode).toBe(200);
    const { token } = renewed.json().data;
    expect((await readStudio(second, token)).statusCode).toBe(403);
    expect((await send(second, token, { method: 'GET', url: `/api/studioadmin/studios/${otherStudioId}` })).statusCode).toBe(200);
  });

  it('a system administrator who loses the role is out of /api/admin at once', async () => {
    await usersRepository.create(ctx.db, { email: 'second-admin@shutterday.test', name: 'Second Admin', passwordHash: await hashPassword(PASSWORD), studioId: null, isSystemAdmin: true, permissions: [Permission.SystemAdmin] });
    const { token } = await login(ctx.app, 'second-admin@shutterday.test', PASSWORD);
    const me = (await send(second, token, { method: 'GET', url: '/api/admin/users?search=second-admin' })).json().data.resultItems[0];
    await adminEdit(me.id, { role: 'studio', studioId: 1, permissions: [Permission.StudioFinancialsRead] });
    expectRefused(await send(second, token, { method: 'GET', url: '/api/admin/users' }));
  });

  it('an edit that changes nothing of the access (the name) leaves the token working', async () => {
    const staff = await staffMember();
    await adminEdit(staff.id, { name: 'Renamed Staff' });
    expect((await writeStudio(second, staff.token)).statusCode).toBe(200);
  });
});
