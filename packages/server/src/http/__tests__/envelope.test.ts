import { sql } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../test-support/app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function rowCounts() {
  const result = await ctx.db.execute(sql`select (select count(*) from users)::int as users, (select count(*) from refresh_tokens)::int as tokens, (select count(*) from studios)::int as studios, (select count(*) from mail_log)::int as mails`);
  return (result as unknown as { rows: unknown[] }).rows[0];
}

describe('the response envelope', () => {
  it('wraps data in { data }', async () => {
    const response = await ctx.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { ok: true } });
  });

  it('answers a missing required field with 400 naming the field, and writes nothing', async () => {
    const before = await rowCounts();
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { password: 'whatever-it-is' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: ['username: This field is required'] });
    expect(await rowCounts()).toEqual(before);
  });

  it('names every invalid field of a body', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/setup', payload: { studioName: '', studioSlug: 'Demo Co!', name: 'A', email: 'nope', password: 'short' } });
    expect(response.statusCode).toBe(400);
    const { errors } = response.json();
    expect(errors).toEqual(expect.arrayContaining(['studioName: This field is required', 'email: This value is not a valid email address', 'password: Use at least 10 characters']));
    expect(errors.some((e: string) => e.startsWith('studioSlug: '))).toBe(true);
  });

  it('answers malformed JSON with 400 and writes nothing', async () => {
    const before = await rowCounts();
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/setup', headers: { 'content-type': 'application/json' }, payload: '{"studioName": "x",' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: ['body: The request body is not valid JSON'] });
    expect(await rowCounts()).toEqual(before);
  });

  it('answers a JSON array where the body object belongs with 400, never as an empty object', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '[1,2]' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: ['body: Expected a JSON object'] });
  });

  it('names a bad path id', async () => {
    const response = await ctx.app.inject({ url: '/api/customer/jobs/abc' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: ['jobId: This value must be a whole number'] });
  });

  it('answers an unknown API path with 404 in the envelope', async () => {
    const response = await ctx.app.inject({ url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0]).toMatch(/No such endpoint/);
  });

  it('never leaks the internals of a 5xx', async () => {
    const app = await createTestApp({
      beforeReady: (instance) =>
        instance.get('/api/boom', async () => {
          throw new Error('connection to 10.0.0.5:5432 failed: password authentication failed for user "secret"');
        }),
    });
    try {
      const response = await app.app.inject({ url: '/api/boom' });
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toMatch(/10\.0\.0\.5|secret|password|stack/);
      expect(response.json()).toEqual({ errors: ['Something went wrong on our side. Please try again.'] });
    } finally {
      await app.close();
    }
  });
});
