import type { StudioDetails } from '@shutterday/domain';
import { STUDIO_DISABLED_MESSAGE, type AdminAttention } from '@shutterday/domain/staff';
import { eq } from 'drizzle-orm';
import { images, mailLog } from '../../../db/schema';
import { bearer, loginStudioAdmin } from '../../../test-support/auth';
import { systemAdminTestApp } from '../../../test-support/studio-admin';
import { APPROVE_FIRST_MESSAGE } from '../routes/admin-studios';

const session = systemAdminTestApp();
const url = '/api/admin/studios/1';

describe('a system administrator editing and closing a studio', () => {
  it("edits the studio's name and phone, which its staff then see; its staff cannot use the call", async () => {
    const saved = await session.call('PATCH', url, { name: 'Demo Photo Company', phone: '555-0100' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ name: 'Demo Photo Company', phone: '555-0100', status: 'active' });
    const { token } = await loginStudioAdmin(session.ctx.app);
    expect((await session.ctx.app.inject({ url: '/api/studioadmin/studios/1', headers: bearer(token) })).json().data).toMatchObject({ name: 'Demo Photo Company' });
    expect((await session.ctx.app.inject({ method: 'PATCH', url, headers: bearer(token), payload: { disabled: true } })).statusCode).toBe(403);
    await session.call('PATCH', url, { name: 'Demo Photo Co', phone: null });
  });

  it('closes a studio: its staff are refused on their very next call with the same token, parents find it closed; opening it again undoes both', async () => {
    const { token } = await loginStudioAdmin(session.ctx.app);
    const staffCall = () => session.ctx.app.inject({ url: '/api/studioadmin/studios/1/features', headers: bearer(token) });
    const customerCall = () => session.ctx.app.inject({ url: '/api/customer/studios/demo' });
    expect((await staffCall()).statusCode).toBe(200);
    expect((await customerCall()).statusCode).toBe(200);

    const closed = await session.call('PATCH', url, { disabled: true });
    expect((closed.json().data as StudioDetails).status).toBe('disabled');
    const refused = await staffCall();
    expect([refused.statusCode, refused.json().errors]).toEqual([403, [STUDIO_DISABLED_MESSAGE]]);
    expect((await customerCall()).statusCode).toBe(403);
    // A system administrator still sees it, and the list says it is closed.
    expect((await session.call('GET', '/api/admin/studios?search=demo')).json().data.resultItems[0]).toMatchObject({ slug: 'demo', status: 'disabled' });
    // Approving does not reopen a closed studio.
    expect((await session.call('POST', '/api/admin/studios/1/approve', { slug: 'demo' })).json().data.status).toBe('disabled');

    expect((await session.call('PATCH', url, { disabled: false })).json().data.status).toBe('active');
    expect((await staffCall()).statusCode).toBe(200);
    expect((await customerCall()).statusCode).toBe(200);
  });

  it('refuses to open or close a studio still waiting for approval, an unknown studio, and a malformed body', async () => {
    const setup = await session.ctx.app.inject({
      method: 'POST', url: '/api/auth/setup',
      payload: { name: 'Wren Waiting', email: 'wren@waiting.test', password: 'Waiting-studio-2026!', studioName: 'Waiting Studio', studioSlug: 'waiting-studio' },
    });
    expect(setup.statusCode).toBe(202);
    const pending = (await session.call('GET', '/api/admin/studios?search=waiting-studio')).json().data.resultItems[0] as { id: number };
    const open = await session.call('PATCH', `/api/admin/studios/${pending.id}`, { disabled: false });
    expect([open.statusCode, open.json().errors]).toEqual([409, [APPROVE_FIRST_MESSAGE]]);
    expect((await session.call('PATCH', '/api/admin/studios/999999', { name: 'Nobody' })).statusCode).toBe(404);
    expect((await session.call('PATCH', url, { disabled: 'yes' })).statusCode).toBe(400);
    expect((await session.call('PATCH', url, { name: ' ' })).statusCode).toBe(400);
  });

  it("lists on the admin home what needs someone: the studio waiting above, failed photos and failed e-mails; a studio's staff cannot read it", async () => {
    const attention = async () => (await session.call('GET', '/api/admin/attention')).json().data as AdminAttention;
    const before = await attention();
    expect(before.waitingStudios).toEqual([expect.objectContaining({ name: 'Waiting Studio', slug: 'waiting-studio', createdAt: expect.any(String) })]);
    expect(before.waitingStudioCount).toBe(1);
    const [image] = await session.ctx.db.select({ id: images.id }).from(images).limit(1);
    await session.ctx.db.update(images).set({ status: 'failed' }).where(eq(images.id, image!.id));
    await session.ctx.db.insert(mailLog).values({ to: 'someone@example.test', subject: 'Your order', text: 'Hello', status: 'failed', error: 'mailbox unavailable' });
    const after = await attention();
    expect([after.failedPhotoCount - before.failedPhotoCount, after.failedMailCount - before.failedMailCount]).toEqual([1, 1]);
    await session.ctx.db.update(images).set({ status: 'done' }).where(eq(images.id, image!.id));

    const { token } = await loginStudioAdmin(session.ctx.app);
    expect((await session.ctx.app.inject({ url: '/api/admin/attention', headers: bearer(token) })).statusCode).toBe(403);
  });
});
