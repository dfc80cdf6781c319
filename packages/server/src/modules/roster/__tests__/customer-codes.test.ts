import { CODE_MESSAGES } from '@shutterday/domain/codes';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test-support/app';
import { freshAddress } from '../../../test-support/auth';

// The "Have a code?" box: whatever a parent types from a camera card or a letter, it leads somewhere or says why not.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const lookUp = (code: string, studio?: string) =>
  ctx.app.inject({ url: `/api/customer/codes/${encodeURIComponent(code)}${studio ? `?studio=${studio}` : ''}`, remoteAddress: freshAddress() });

async function aChild(): Promise<{ id: number; jobId: number; code: string; firstName: string }> {
  const rows = await ctx.db.execute(sql`select s.id, s.job_id as "jobId", s.access_code as code, s.first_name as "firstName" from subjects s join jobs j on j.id = s.job_id where j.name = 'Lincoln Fall Picture Day' order by s.id limit 1`);
  return (rows as unknown as { rows: Array<{ id: number; jobId: number; code: string; firstName: string }> }).rows[0]!;
}

describe('GET /api/customer/codes/{code}', () => {
  it("leads a child's code, typed in any case with or without the dash, to the child with the token of their photos", async () => {
    const child = await aChild();
    await ctx.db.execute(sql`update subjects set access_code = 'K7QM4XTR' where id = ${child.id}`);
    for (const typed of ['K7QM-4XTR', 'k7qm4xtr', ' k7qm-4xtr ']) {
      const answer = await lookUp(typed);
      expect([typed, answer.statusCode]).toEqual([typed, 200]);
      expect(answer.json().data).toMatchObject({ studioSlug: 'demo', jobId: child.jobId, subject: { id: child.id, firstName: child.firstName } });
    }
    const { subject } = (await lookUp('K7QM-4XTR')).json().data;
    const photos = await ctx.app.inject({ url: `/api/customer/jobs/${child.jobId}/subjects/${child.id}?token=${encodeURIComponent(subject.subjectToken)}` });
    expect(photos.statusCode).toBe(200);
  });

  it("keeps an older code working as it was printed, dash included", async () => {
    const child = await aChild();
    await ctx.db.execute(sql`update subjects set access_code = 'ADA-1' where id = ${child.id}`);
    expect((await lookUp('ada-1')).json().data).toMatchObject({ subject: { id: child.id } });
  });

  it("leads a job's code to its job and the studio's code to the studio", async () => {
    expect((await lookUp('lincoln26')).json().data).toMatchObject({ studioSlug: 'demo', subject: null, jobId: expect.any(Number) });
    expect((await lookUp('DEMO2026')).json().data).toEqual({ studioSlug: 'demo', jobId: null, subject: null });
  });

  it('says a code is unknown, and that a code two studios use belongs on the studio page', async () => {
    const unknown = await lookUp('ZZZZ-ZZZZ');
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { errors: [CODE_MESSAGES.unknown] }]);
    expect((await lookUp('DEMO2026', 'elsewhere')).statusCode).toBe(404);
    const child = await aChild();
    await ctx.db.execute(sql`update subjects set access_code = 'TWIN2222' where id = ${child.id}`);
    await ctx.db.execute(sql`insert into studios (name, slug, access_code) values ('Twin Studio', 'twin-studio', null)`);
    await ctx.db.execute(sql`insert into organizations (studio_id, name, type) select id, 'Twin School', 'school' from studios where slug = 'twin-studio'`);
    await ctx.db.execute(sql`insert into jobs (studio_id, organization_id, name, published, access_code) select s.id, o.id, 'Twin Day', true, 'TWIN2222' from studios s join organizations o on o.studio_id = s.id where s.slug = 'twin-studio'`);
    // A child's code comes before a job's code: only the demo child matches as a child.
    expect((await lookUp('TWIN-2222')).json().data).toMatchObject({ studioSlug: 'demo', subject: { id: child.id } });
    await ctx.db.execute(sql`update subjects set access_code = null where id = ${child.id}`);
    await ctx.db.execute(sql`update jobs set access_code = 'TWIN2222' where name = 'Tigers Team Day'`);
    const both = await lookUp('twin2222');
    expect([both.statusCode, both.json()]).toEqual([409, { errors: [CODE_MESSAGES.ambiguous] }]);
    expect((await lookUp('twin2222', 'twin-studio')).json().data).toMatchObject({ studioSlug: 'twin-studio', subject: null });
  });

  it('opens nothing of an unpublished job', async () => {
    const child = await aChild();
    await ctx.db.execute(sql`update subjects set access_code = 'HIDE2345' where id = ${child.id}`);
    await ctx.db.execute(sql`update jobs set published = false where id = ${child.jobId}`);
    expect((await lookUp('HIDE2345')).statusCode).toBe(404);
    await ctx.db.execute(sql`update jobs set published = true where id = ${child.jobId}`);
  });
});
