import { createTestApp, type TestContext } from '../../../test-support/app';

const TOKEN = 'scraper-token-0123456789';

describe('metrics and request ids', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => ctx.close());

  const scrape = () => ctx.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });

  it('counts requests by route pattern and status, never by raw path, and reports the work waiting', async () => {
    await ctx.app.inject({ url: '/api/health' });
    await ctx.app.inject({ url: '/api/customer/jobs/1/subjects/search?q=zzzz' });
    await ctx.app.inject({ url: '/api/customer/jobs/999999/subjects/search?q=zzzz' });
    const answer = await scrape();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    expect(answer.body).toMatch(/^shutterday_http_requests_total\{method="GET",route="\/api\/health",status="200"\} 1$/m);
    expect(answer.body).toMatch(/^shutterday_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} 1$/m);
    expect(answer.body).toMatch(/route="\/api\/customer\/jobs\/:jobId\/subjects\/search"/);
    expect(answer.body).not.toMatch(/jobs\/999999/);
    expect(answer.body).toMatch(/^shutterday_work_items\{kind="photo",state="pending"\} \d+$/m);
    expect(answer.body).toMatch(/^shutterday_work_items\{kind="mail",state="failed"\} \d+$/m);
    expect(answer.body).toMatch(/^shutterday_process_resident_memory_bytes \d+/m);
  });

  it('answers the scraper only, with its token', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`]) {
      const answer = await ctx.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
      expect([answer.statusCode, answer.json()]).toEqual([401, { errors: ['A metrics token is required'] }]);
    }
  });

  it("names every answer's request id: a load balancer's plain one kept, anything else replaced", async () => {
    const own = await ctx.app.inject({ url: '/api/health' });
    expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect((await ctx.app.inject({ url: '/api/health', headers: { 'x-request-id': 'lb-7f3a9c21' } })).headers['x-request-id']).toBe('lb-7f3a9c21');
    expect((await ctx.app.inject({ url: '/api/health', headers: { 'x-request-id': '<script>alert(1)</script>' } })).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('metrics without METRICS_TOKEN', () => {
  it('are not served', async () => {
    const ctx = await createTestApp();
    try {
      expect((await ctx.app.inject({ url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await ctx.close();
    }
  });
});
