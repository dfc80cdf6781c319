import { createTestApp, type TestContext } from '../../../test-support/app';
import { bearer, loginStudioAdmin } from '../../../test-support/auth';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const refresh = (refreshToken: string) => ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });

describe('refresh tokens', () => {
  it('rotates: a refresh returns new tokens that work', async () => {
    const first = await loginStudioAdmin(ctx.app);
    const response = await refresh(first.refreshToken);
    expect(response.statusCode).toBe(200);
    const second = response.json().data;
    expect(second.refreshToken).not.toBe(first.refreshToken);
    const me = await ctx.app.inject({ url: '/api/studioadmin/studios/1', headers: bearer(second.token) });
    expect(me.statusCode).toBe(200);
    expect((await refresh(second.refreshToken)).statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated token is used again', async () => {
    const first = await loginStudioAdmin(ctx.app);
    const second = (await refresh(first.refreshToken)).json().data;
    const replay = await refresh(first.refreshToken);
    expect(replay.statusCode).toBe(401);
    // The legitimate holder's newer token is now dead too.
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
  });

  it('leaves other sessions of the same user alone', async () => {
    const a = await loginStudioAdmin(ctx.app);
    const b = await loginStudioAdmin(ctx.app);
    await refresh(a.refreshToken);
    await refresh(a.refreshToken);
    expect((await refresh(b.refreshToken)).statusCode).toBe(200);
  });

  it('rejects an unknown token with 401', async () => {
    const response = await refresh('made-up-token');
    expect(response.statusCode).toBe(401);
    expect(response.json().errors).toHaveLength(1);
  });

  it('logout revokes the family', async () => {
    const session = await loginStudioAdmin(ctx.app);
    const rotated = (await refresh(session.refreshToken)).json().data;
    const logout = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', payload: { refreshToken: rotated.refreshToken } });
    expect(logout.statusCode).toBe(200);
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(401);
  });

  it('rejects a request without a valid access token with 401', async () => {
    expect((await ctx.app.inject({ url: '/api/studioadmin/studios/1' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/studioadmin/studios/1', headers: bearer('not.a.jwt') })).statusCode).toBe(401);
  });
});
