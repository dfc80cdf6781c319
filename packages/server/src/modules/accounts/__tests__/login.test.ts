import { Permission, type TokenClaims } from '@shutterday/domain';
import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { DEMO } from '../../../seed/demo-constants';
import { createTestApp, type TestContext } from '../../../test-support/app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const post = (username: string, password: string, ip = '10.0.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress: ip });

async function writes() {
  const result = await ctx.db.execute(sql`select (select count(*) from refresh_tokens)::int as tokens, (select count(*) from users)::int as users, (select count(*) from mail_log)::int as mails`);
  return (result as unknown as { rows: unknown[] }).rows[0];
}

describe('POST /api/auth/login', () => {
  it('returns an access token with the claims of TokenClaims and a refresh token', async () => {
    const response = await post(DEMO.studioAdmin.email.toUpperCase(), DEMO.studioAdmin.password);
    expect(response.statusCode).toBe(200);
    const { token, refreshToken, expiration } = response.json().data;
    expect(refreshToken).toMatch(/^[\w-]{40,}$/);
    const claims = decodeJwt(token) as unknown as TokenClaims;
    expect(claims).toMatchObject({ name: DEMO.studioAdmin.name, email: DEMO.studioAdmin.email, nameid: expect.any(String), studio_id: expect.any(Number) });
    expect(claims.permission).toEqual(expect.arrayContaining([Permission.StudioCrud, Permission.StudioAdminCrud, Permission.StudioUsersCrud, Permission.StudioFinancialsRead]));
    expect(new Date(expiration).getTime()).toBe(claims.exp * 1000);
    expect(claims.exp * 1000 - Date.now()).toBeLessThanOrEqual(15 * 60 * 1000);
  });

  it('gives the system administrator the system.admin permission and no studio', async () => {
    const response = await post(DEMO.systemAdmin.email, DEMO.systemAdmin.password);
    const claims = decodeJwt(response.json().data.token) as unknown as TokenClaims;
    expect(claims.permission).toBe(Permission.SystemAdmin);
    expect(claims.studio_id).toBeNull();
  });

  it('answers a wrong password and an unknown e-mail alike with 401, writing nothing', async () => {
    const before = await writes();
    const wrong = await post(DEMO.studioAdmin.email, 'not-the-password', '10.0.0.2');
    const unknown = await post('nobody@shutterday.test', 'not-the-password', '10.0.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ errors: ['Invalid email or password'] });
    expect(unknown.json()).toEqual(wrong.json());
    expect(await writes()).toEqual(before);
  });

  it('throttles one account from one address with 429 and Retry-After, growing exponentially', async () => {
    for (let i = 0; i < 5; i++) expect((await post(DEMO.systemAdmin.email, `wrong-${i}`, '10.1.0.1')).statusCode).toBe(401);
    const blocked = await post(DEMO.systemAdmin.email, DEMO.systemAdmin.password, '10.1.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().errors[0]).toMatch(/Too many login attempts/);
    const first = Number(blocked.headers['retry-after']);
    expect(first).toBeGreaterThan(0);
    // Waiting is simulated by pushing the counter's clock back past the wait: one more wrong password doubles it.
    await ctx.db.execute(sql`update rate_counters set last_at = last_at - interval '1 hour' where key like 'login:pair:%'`);
    expect((await post(DEMO.systemAdmin.email, 'wrong-again', '10.1.0.1')).statusCode).toBe(401);
    const again = await post(DEMO.systemAdmin.email, DEMO.systemAdmin.password, '10.1.0.1');
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThanOrEqual(2 * first - 1);
  });

  it('does not lock the owner out: the right password from another address still logs in', async () => {
    for (let i = 0; i < 8; i++) await post(DEMO.studioAdmin.email, `attacker-${i}`, '10.5.0.1');
    expect((await post(DEMO.studioAdmin.email, DEMO.studioAdmin.password, '10.5.0.1')).statusCode).toBe(429);
    expect((await post(DEMO.studioAdmin.email, DEMO.studioAdmin.password, '10.5.0.2')).statusCode).toBe(200);
  });

  it('throttles one IP trying many accounts', async () => {
    for (let i = 0; i < 30; i++) await post(`someone-${i}@example.test`, 'guess-guess', '10.2.0.1');
    const blocked = await post(DEMO.studioAdmin.email, DEMO.studioAdmin.password, '10.2.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await post(DEMO.studioAdmin.email, DEMO.studioAdmin.password, '10.2.0.2')).statusCode).toBe(200);
  });

  it('ignores a made-up X-Forwarded-For unless TRUST_PROXY says so: the address throttle cannot be reset by a header', async () => {
    for (let i = 0; i < 30; i++) {
      await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: `x-${i}@example.test`, password: 'guess-guess' }, remoteAddress: '10.3.0.1', headers: { 'x-forwarded-for': `198.51.100.${i}` } });
    }
    const blocked = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'y@example.test', password: 'guess-guess' }, remoteAddress: '10.3.0.1', headers: { 'x-forwarded-for': '198.51.100.250' } });
    expect(blocked.statusCode).toBe(429);
  });
});
