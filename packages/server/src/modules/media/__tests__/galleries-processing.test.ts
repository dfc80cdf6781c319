import { eq, sql } from 'drizzle-orm';
import { images, jobs } from '../../../db/schema';
import { bearer, loginStudioAdmin } from '../../../test-support/auth';
import { systemAdminTestApp } from '../../../test-support/studio-admin';

const session = systemAdminTestApp();

const list = (query = '') => session.ctx.app.inject({ url: `/api/admin/galleries-processing${query}`, headers: session.auth });

describe('galleries processing (system admin)', () => {
  it('lists every job with photos and counts them from the images table', async () => {
    const answer = await list();
    expect(answer.statusCode).toBe(200);
    const { resultItems, totalRecords } = answer.json().data;
    const expected = (await session.ctx.db.execute(sql`select job_id, count(*) filter (where type = 'hosted-individual')::int as individual, count(*) filter (where type = 'hosted-group')::int as grp from images group by job_id`)) as unknown as { rows: Array<{ job_id: number; individual: number; grp: number }> };
    expect(totalRecords).toBe(expected.rows.length);
    for (const row of expected.rows) {
      const job = resultItems.find((item: { jobId: number }) => item.jobId === row.job_id);
      expect(job).toMatchObject({ individualCount: row.individual, groupCount: row.grp, done: row.individual + row.grp, pending: 0, failed: 0, studioName: 'Demo Photo Co' });
    }
    const [lincoln] = await session.ctx.db.select().from(jobs).where(eq(jobs.id, 1));
    expect(resultItems.find((item: { jobId: number }) => item.jobId === 1)).toMatchObject({ jobName: lincoln!.name, organizationName: 'Lincoln Elementary' });
  });

  it('follows the table: a new photo counts and moves its job to the latest', async () => {
    const [photo] = await session.ctx.db.select().from(images).where(eq(images.jobId, 2)).limit(1);
    const { id: _id, createdAt: _createdAt, ...copy } = photo!;
    const before = (await list('?search=Tigers')).json().data.resultItems[0];
    await session.ctx.db.insert(images).values({ ...copy, createdAt: new Date(Date.now() + 1000) });
    const after = (await list('?search=Tigers')).json().data.resultItems[0];
    expect(after.jobId).toBe(2);
    expect(after.done).toBe(before.done + 1);
    expect(new Date(after.lastPhotoAt).getTime()).toBeGreaterThan(new Date(before.lastPhotoAt).getTime());
    expect((await list()).json().data.resultItems[0].jobId).toBe(2);
  });

  it('counts waiting and failed photos by their processing state and puts a job with waiting photos first', async () => {
    const [photo] = await session.ctx.db.select().from(images).where(eq(images.jobId, 1)).limit(1);
    const { id: _id, createdAt: _createdAt, ...copy } = photo!;
    const before = (await list()).json().data.resultItems.find((item: { jobId: number }) => item.jobId === 1);
    await session.ctx.db.insert(images).values([{ ...copy, status: 'pending' }, { ...copy, status: 'failed', failureReason: 'Not a photo' }]);
    const [first] = (await list()).json().data.resultItems;
    expect(first).toMatchObject({ jobId: 1, pending: before.pending + 1, failed: before.failed + 1, done: before.done });
  });

  it('searches and pages, and refuses studio staff', async () => {
    expect((await list('?search=no-such-job-anywhere')).json().data).toMatchObject({ resultItems: [], totalRecords: 0 });
    const second = (await list('?page=2&pageSize=1')).json().data;
    expect(second).toMatchObject({ currentPage: 2, pageSize: 1 });
    expect(second.resultItems).toHaveLength(1);
    const staff = bearer((await loginStudioAdmin(session.ctx.app)).token);
    expect((await session.ctx.app.inject({ url: '/api/admin/galleries-processing', headers: staff })).statusCode).toBe(403);
  });
});
