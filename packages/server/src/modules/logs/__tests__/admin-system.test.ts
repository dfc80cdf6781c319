import { bearer, loginStudioAdmin } from '../../../test-support/auth';
import { systemAdminTestApp } from '../../../test-support/studio-admin';
import { mailLogRepository } from '../repositories/mail-log';
import { studiosRepository } from '../../studios';

const session = systemAdminTestApp();
const status = async () => (await session.call('GET', '/api/admin/system')).json().data;

describe("the system admin's System page", () => {
  it('tells how the installation runs without a secret, and counts what the demo holds', async () => {
    const answer = await status();
    expect(answer).toMatchObject({
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      node: process.version,
      database: { kind: session.ctx.databaseUrl ? 'postgresql' : 'embedded', migrationsApplied: expect.any(Number) },
      payments: 'sandbox',
      mail: 'recorded',
      storage: 'local',
      studios: { active: 1, pending: 0 },
      orders: { total: 1 },
    });
    expect(answer.database.migrationsApplied).toBeGreaterThanOrEqual(7);
    expect(answer.database.sizeBytes).toBeGreaterThan(0);
    expect(JSON.stringify(answer)).not.toMatch(/secret|password|postgres:\/\//i);
  });

  it('counts the users as the Users list does: everyone, of whom some are switched off', async () => {
    const list = async (query: string) => (await session.call('GET', `/api/admin/users${query}`)).json().data.totalRecords;
    const disabledId = (await session.call('POST', '/api/admin/users', { name: 'Off Person', email: 'off.person@demo.test', role: 'studio', studioId: 1, permissions: [] })).json().data.id;
    const { name, email, role, studioId, permissions, rspoJob, version } = (await session.call('GET', `/api/admin/users/${disabledId}`)).json().data;
    expect((await session.call('PUT', `/api/admin/users/${disabledId}`, { name, email, role, studioId, permissions, rspoJob, version, disabled: true })).statusCode).toBe(200);
    const answer = await status();
    expect(answer.users).toEqual({ total: await list(''), disabled: await list('?type=disabled') });
    expect(answer.users.disabled).toBeGreaterThan(0);
  });

  it('moves with the platform: a studio waiting for approval, a failed e-mail', async () => {
    const before = await status();
    await studiosRepository.create(session.ctx.db, { name: 'Waiting Studio', slug: 'waiting', status: 'pending' });
    const mail = await mailLogRepository.record(session.ctx.db, { to: 'parent@example.com', subject: 'Your order', text: 'Thanks' });
    await mailLogRepository.setStatus(session.ctx.db, mail, 'failed', '550');
    const after = await status();
    expect(after.studios.pending).toBe(before.studios.pending + 1);
    expect(after.mailLastDay.failed).toBe(before.mailLastDay.failed + 1);
  });

  it('is for system administrators only', async () => {
    const studio = bearer((await loginStudioAdmin(session.ctx.app)).token);
    expect((await session.ctx.app.inject({ url: '/api/admin/system', headers: studio })).statusCode).toBe(403);
  });
});
