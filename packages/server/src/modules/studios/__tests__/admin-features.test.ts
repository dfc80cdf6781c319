import { DEFAULT_STUDIO_FEATURES, STUDIO_FEATURES } from '@shutterday/domain';
import { bearer, loginStudioAdmin } from '../../../test-support/auth';
import { systemAdminTestApp } from '../../../test-support/studio-admin';
import { studiosRepository } from '../repositories/studios';

const session = systemAdminTestApp();
const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, headers = session.auth) => session.ctx.app.inject({ method, url: `/api/admin${url}`, headers, ...(method === 'PUT' ? { payload: {} } : {}) });
const identifiers = (answer: { json(): { data: { identifier: string }[] } }) => answer.json().data.map((f) => f.identifier).sort();

describe("the system admin's features", () => {
  it('lists every feature of the platform with how many studios have it', async () => {
    const listed = (await call('GET', '/features')).json().data;
    expect(listed.map((f: { identifier: string }) => f.identifier).sort()).toEqual(STUDIO_FEATURES.map((f) => f.identifier).sort());
    expect(listed.find((f: { identifier: string }) => f.identifier === 'reports')).toMatchObject({ name: 'Reports', studios: 1 });
  });

  it('a new studio starts with the defaults; switches go on and off, twice changing nothing, and the studio admin sees them', async () => {
    const studio = await studiosRepository.create(session.ctx.db, { name: 'Second Studio', slug: 'second' });
    expect(identifiers(await call('GET', `/studios/${studio.id}/features`))).toEqual([...DEFAULT_STUDIO_FEATURES].sort());

    const off = await call('DELETE', `/studios/${studio.id}/features/reports`);
    expect(identifiers(off)).not.toContain('reports');
    expect(identifiers(await call('DELETE', `/studios/${studio.id}/features/reports`))).toEqual(identifiers(off));
    expect(identifiers(await call('PUT', `/studios/${studio.id}/features/studioVerification`))).toContain('studioVerification');
    expect(identifiers(await call('PUT', `/studios/${studio.id}/features/studioVerification`))).toContain('studioVerification');

    // The demo studio is untouched, and its own admin reads its switches through the studio admin's call.
    const demo = bearer((await loginStudioAdmin(session.ctx.app)).token);
    const own = await session.ctx.app.inject({ url: '/api/studioadmin/studios/1/features', headers: demo });
    expect(identifiers(own)).toEqual(STUDIO_FEATURES.map((f) => f.identifier).sort());
  });

  it('answers 404 for an unknown studio or feature, 400 for a malformed one, 403 to a studio admin', async () => {
    expect((await call('PUT', '/studios/9999/features/reports')).json()).toEqual({ errors: ['Studio not found'] });
    expect((await call('PUT', '/studios/1/features/teleportation')).json()).toEqual({ errors: ['Feature not found'] });
    expect((await call('PUT', '/studios/1/features/no%20such')).statusCode).toBe(400);
    const studio = bearer((await loginStudioAdmin(session.ctx.app)).token);
    expect((await call('PUT', '/studios/1/features/reports', studio)).statusCode).toBe(403);
    expect((await call('GET', '/features', studio)).statusCode).toBe(403);
  });
});
