import { createTestApp, type TestContext } from '../../../test-support/app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function page(url: string) {
  const response = await ctx.app.inject({ url });
  return response.statusCode >= 300 && response.statusCode < 400 ? ctx.app.inject({ url: new URL(String(response.headers.location), 'http://x/api/docs/').pathname }) : response;
}

describe('/api/docs', () => {
  it('is HTML under a strict Content-Security-Policy: own origin only, no inline script but the hashed ones, never framed', async () => {
    const response = await page('/api/docs');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    const policy = String(response.headers['content-security-policy'] ?? '');
    expect(policy).toMatch(/default-src 'self'/);
    expect(policy).toMatch(/script-src 'self'( 'sha256-[^']+')*;/);
    expect(policy).toMatch(/frame-ancestors 'none'/);
    expect(policy).toMatch(/object-src 'none'/);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|https:|\*/);
  });

  it('still serves the OpenAPI document the page loads', async () => {
    const response = await ctx.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(response.json().openapi).toMatch(/^3\./);
  });
});
