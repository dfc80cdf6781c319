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

  it('describes every answer of a route: its success body and the { errors } envelope of each refusal, in JSON Schema', async () => {
    const document = (await ctx.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, { responses: Record<string, { description: string; content?: Record<string, { schema: Record<string, unknown> }> }> }>> };
    const list = document.paths['/api/studioadmin/studios/{studioId}/organizations']!.get!.responses;
    expect(Object.keys(list)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '404', '500', '503']));
    const page = list['200']!.content!['application/json']!.schema as { properties: { data: { properties: Record<string, unknown>; additionalProperties: boolean } } };
    expect(Object.keys(page.properties.data.properties)).toEqual(['resultItems', 'currentPage', 'pageSize', 'totalRecords']);
    expect(page.properties.data.additionalProperties).toBe(false);
    expect(list['401']!.description).toMatch(/access token/);
    expect(list['401']!.content!['application/json']!.schema).toMatchObject({ properties: { errors: { type: 'array', minItems: 1 } } });
    const create = document.paths['/api/studioadmin/studios/{studioId}/organizations']!.post!.responses;
    expect(Object.keys(create)).toEqual(expect.arrayContaining(['201', '409', '413', '415']));
    const csv = document.paths['/api/admin/reports/orders']!.post!.responses['200']!;
    expect(Object.keys(csv.content!)).toEqual(['text/csv']);
  });
});
