import { STALE_RECORD_MESSAGE } from '@shutterday/domain';
import { DEFINED_FIELD_MESSAGES } from '@shutterday/domain/staff';
import { bearer, loginStudioAdmin } from '../../../test-support/auth';
import { systemAdminTestApp } from '../../../test-support/studio-admin';

const session = systemAdminTestApp();
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => session.call(method, `/api/admin/defined-fields${url}`, payload);

describe('defined fields', () => {
  it('the system admin keeps the library: made, edited with its version, deleted; a choice needs two answers', async () => {
    const seeded = (await call('GET', '')).json().data.resultItems.map((f: { name: string }) => f.name);
    expect(seeded).toEqual(expect.arrayContaining(['teacher', 'grade', 't_shirt_size']));
    const made = await call('POST', '', { name: 'bus_route', label: 'Bus route', required: false, type: 'text', options: ['ignored'] });
    expect([made.statusCode, made.json().data]).toEqual([201, expect.objectContaining({ name: 'bus_route', type: 'text', options: [], version: 1 })]);
    const { id } = made.json().data;
    const edited = await call('PUT', `/${id}`, { name: 'bus_route', label: 'Bus', required: true, type: 'choice', options: ['A', 'B'], version: 1 });
    expect(edited.json().data).toMatchObject({ label: 'Bus', type: 'choice', options: ['A', 'B'], version: 2 });
    expect((await call('PUT', `/${id}`, { name: 'bus_route', label: 'Lost', required: true, type: 'text', version: 1 })).json()).toEqual({ errors: [STALE_RECORD_MESSAGE] });
    expect((await call('PUT', `/${id}`, { name: 'bus_route', label: 'Bus', required: true, type: 'choice', options: ['A'], version: 2 })).json()).toEqual({ errors: ['options: A choice field needs at least two answers'] });
    expect((await call('POST', '', { name: 'teacher', label: 'Again', required: false, type: 'text' })).json()).toEqual({ errors: [DEFINED_FIELD_MESSAGES.nameTaken] });
    expect((await call('POST', '', { name: 'Bad Key', label: 'X', required: false, type: 'text' })).json().errors).toEqual(['name: Start with a letter; use a-z, 0-9 and _ only']);
    expect((await call('DELETE', `/${id}`)).statusCode).toBe(204);
  });

  it("studio staff read the library to copy from, and cannot change it", async () => {
    const studio = bearer((await loginStudioAdmin(session.ctx.app)).token);
    const read = await session.ctx.app.inject({ url: '/api/v3/defined-fields?search=grade', headers: studio });
    expect(read.json().data.resultItems).toEqual([expect.objectContaining({ name: 'grade', type: 'choice', options: expect.arrayContaining(['Kindergarten']) })]);
    expect((await session.ctx.app.inject({ url: '/api/v3/defined-fields' })).statusCode).toBe(401);
    expect((await session.ctx.app.inject({ method: 'POST', url: '/api/admin/defined-fields', headers: studio, payload: { name: 'x', label: 'X', required: false, type: 'text' } })).statusCode).toBe(403);
  });
});
