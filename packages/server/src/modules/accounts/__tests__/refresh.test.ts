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

  it('holds under concurrency: ten refreshes with one token give at most one winner, and its new token is refused too', async () => {
    const session = await loginStudioAdmin(ctx.app);
    const answers = await Promise.all(Array.from({ length: 10 }, () => refresh(session.refreshToken)));
    const winners = answers.filter((answer) => answer.statusCode === 200);
    expect(winners.length).toBeLessThanOrEqual(1);
    expect(answers.filter((answer) => answer.statusCode === 401)).toHaveLength(10 - winners.length);
    // The reuse was detected, so no token of the family works any more, the winner's included.
    for (const winner of winners) expect((await refresh(winner.json().data.refreshToken)).statusCode).toBe(401);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });

  it('refuses a token rotated after its family was revoked (reuse then a late rotation)', async () => {
    const first = await loginStudioAdmin(ctx.app);
    const second = (await refresh(first.refreshToken)).json().data;
    // A replay of the first token revokes the family while the second is still unused…
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
    // …so the second can never produce a working token, whatever it races with.
    const late = await Promise.all([refresh(second.refreshToken), refresh(second.refreshToken)]);
    expect(late.map((answer) => answer.statusCode)).toEqual([401, 401]);
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
