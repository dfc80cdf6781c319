import { DEMO } from '../../seed/demo-constants';
import { createTestApp, type TestContext } from '../../test-support/app';
import { bearer, loginStudioAdmin } from '../../test-support/auth';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestApp();
  token = (await loginStudioAdmin(ctx.app)).token;
});
afterAll(() => ctx.close());

const patchStudio = (payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'PATCH', url: '/api/studioadmin/studios/1', headers: { ...bearer(token), ...headers }, payload: payload as string });

describe('hostile input is refused at the door with a 400 naming the field', () => {
  it.each([
    ['NUL', 'Demo\u0000Photo'],
    ['a C0 control character', 'Demo\u0007Photo'],
    ['a C1 control character', 'Demo\u009bPhoto'],
    ['a lone surrogate', 'Demo\ud800Photo'],
  ])('%s in a body string', async (_, name) => {
    const response = await patchStudio({ name });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([expect.stringMatching(/^name: .*control character|^name: .*invalid character/i)]);
  });

  it('NUL in the login user name answers 400, not 500', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'a\u0000@b.test', password: 'whatever-it-is' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatch(/^username: /);
  });

  it('NUL in a query string answers 400 naming the parameter', async () => {
    const response = await ctx.app.inject({ url: '/api/customer/jobs/1/subjects/search?firstName=A%00&lastName=B' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatch(/^firstName: /);
  });

  it('NUL in a path parameter answers 400', async () => {
    const response = await ctx.app.inject({ url: `/api/customer/studios/${DEMO.studio.slug}%00` });
    expect(response.statusCode).toBe(400);
  });

  it('an array where an object belongs is refused, not accepted as empty', async () => {
    for (const payload of [[], [[{ name: 'x' }]], 'null', '"text"', '42']) {
      const response = await patchStudio(typeof payload === 'string' ? payload : JSON.stringify(payload), { 'content-type': 'application/json' });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual(['body: Expected a JSON object']);
    }
  });

  it('an unknown key is refused, naming it', async () => {
    const response = await patchStudio({ name: 'Demo Photo Co', isSystemAdmin: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(['isSystemAdmin: This field is not accepted']);
  });

  it('__proto__ and constructor keys are refused', async () => {
    for (const key of ['__proto__', 'constructor']) {
      const response = await patchStudio(`{"name":"Demo Photo Co","${key}":{"polluted":true}}`, { 'content-type': 'application/json' });
      expect(response.statusCode).toBe(400);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('a body that is not JSON, or of another content type, is a 4xx with a message', async () => {
    const broken = await patchStudio('{"name": ', { 'content-type': 'application/json' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errors).toEqual(['body: The request body is not valid JSON']);
    const text = await patchStudio('name=x', { 'content-type': 'text/plain' });
    expect(text.statusCode).toBe(415);
    expect(text.json().errors).toHaveLength(1);
  });

  it('tab and newline stay allowed, and the studio reads back unchanged after every refusal', async () => {
    const response = await patchStudio({ name: 'Demo Photo Co' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.name).toBe('Demo Photo Co');
  });
});
