import type { InjectOptions } from 'fastify';
import { RATE_LIMITS } from '../../plugins/infrastructure/rate-limit';
import { DEMO } from '../../seed/demo-constants';
import { createTestApp, type TestContext } from '../../test-support/app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const cases: Array<[string, keyof typeof RATE_LIMITS, (i: number) => InjectOptions]> = [
  ['the order lookup', 'orderLookup', (i) => ({ url: `/api/customer/cart/search/?orderNumber=9${i}&email=nobody@example.test` })],
  // Misses on the order page are slowed much sooner (order-page-guesses.test.ts); this budget caps the hits.
  ['the order page by number', 'orderPage', () => ({ url: `/api/customer/jobs/1/orders/${DEMO.orderNumber}?email=${DEMO.parentEmail}` })],
  ['password reset requests', 'forgotPassword', (i) => ({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: `nobody-${i}@example.test` } })],
  ['password resets', 'resetPassword', (i) => ({ method: 'POST', url: '/api/auth/reset-password', payload: { token: `made-up-${i}`, password: 'Whatever-2026!' } })],
  ['e-mail change links', 'confirmEmail', (i) => ({ method: 'POST', url: '/api/auth/confirm-email', payload: { token: `made-up-${i}` } })],
  ['setup', 'setup', (i) => ({ method: 'POST', url: '/api/auth/setup', payload: { studioName: 'X', studioSlug: 'demo', name: 'X', email: `x${i}@example.test`, password: 'Whatever-2026!' } })],
];

describe('per-address rate limits', () => {
  it.each(cases)('%s: 429 with Retry-After past the budget, other addresses unaffected, misses answered alike', async (_, name, request) => {
    const address = `10.77.${Object.keys(RATE_LIMITS).indexOf(name)}.1`;
    const answers = [];
    for (let i = 0; i < RATE_LIMITS[name].max; i++) answers.push(await ctx.app.inject({ ...request(i), remoteAddress: address }));
    expect(answers.every((answer) => answer.statusCode !== 429 && answer.statusCode < 500)).toBe(true);
    // The uniform miss answer: every miss reads the same.
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    const limited = await ctx.app.inject({ ...request(999), remoteAddress: address });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().errors).toEqual([expect.stringMatching(/Too many requests/)]);
    expect((await ctx.app.inject({ ...request(1000), remoteAddress: `${address}0` })).statusCode).not.toBe(429);
  });

  it('the demo order is still found within the budget', async () => {
    const response = await ctx.app.inject({ url: `/api/customer/cart/search/?orderNumber=${DEMO.orderNumber}&email=${DEMO.parentEmail}`, remoteAddress: '10.78.0.1' });
    expect(response.statusCode).toBe(200);
  });
});
