import { desc, sql } from 'drizzle-orm';
import { mailLog } from '../../../db/schema';
import { DEMO } from '../../../seed/demo-constants';
import { createTestApp, type TestContext } from '../../../test-support/app';
import { freshAddress, login } from '../../../test-support/auth';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const forgot = (email: string) => ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress: freshAddress() });
const reset = (token: string, password: string) => ctx.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password }, remoteAddress: freshAddress() });

async function mailCount(): Promise<number> {
  const result = await ctx.db.execute(sql`select count(*)::int as n from mail_log`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

async function lastMail() {
  const [row] = await ctx.db.select().from(mailLog).orderBy(desc(mailLog.id)).limit(1);
  return row;
}

function tokenFrom(text: string): string {
  const match = /\/reset-password\?token=([\w%-]+)/.exec(text);
  if (!match) throw new Error(`no link in: ${text}`);
  return decodeURIComponent(match[1]!);
}

describe('forgot and reset password', () => {
  it('answers 202 for an unknown e-mail and sends nothing', async () => {
    const before = await mailCount();
    const response = await forgot('nobody@shutterday.test');
    expect(response.statusCode).toBe(202);
    expect(await mailCount()).toBe(before);
  });

  it('records a mail with a single-use link that sets a new password and ends old sessions', async () => {
    const session = await login(ctx.app, DEMO.studioAdmin.email, DEMO.studioAdmin.password);
    const response = await forgot(DEMO.studioAdmin.email);
    expect(response.statusCode).toBe(202);
    const mail = await lastMail();
    expect(mail).toMatchObject({ to: DEMO.studioAdmin.email, status: 'recorded' });
    const token = tokenFrom(mail!.text);

    const ok = await reset(token, 'A-brand-new-password-1');
    expect(ok.statusCode).toBe(200);
    expect((await reset(token, 'Another-password-22')).statusCode).toBe(400);

    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: DEMO.studioAdmin.email, password: DEMO.studioAdmin.password } })).statusCode).toBe(401);
    await login(ctx.app, DEMO.studioAdmin.email, 'A-brand-new-password-1');
    const refreshed = await ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: session.refreshToken } });
    expect(refreshed.statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    await forgot(DEMO.systemAdmin.email);
    const token = tokenFrom((await lastMail())!.text);
    await ctx.db.execute(sql`update password_reset_tokens set expires_at = now() - interval '1 second' where used_at is null`);
    const response = await reset(token, 'A-brand-new-password-1');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatch(/invalid or has expired/);
  });

  it('names a too short password', async () => {
    const response = await reset('whatever', 'short');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(['password: Use at least 10 characters']);
  });
});
