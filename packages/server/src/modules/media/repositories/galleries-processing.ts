import { type GalleryProcessing } from '@shutterday/domain/staff';
import { desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { likePattern, offsetOf, type Page } from '../../../db/page';
import { images, jobs, organizations, studios } from '../../../db/schema';

/** Photos of a job by their processing state (`images.status`: pending, done, failed — docs/photos.md). */
const countWhere = (status: string) => sql<number>`count(*) filter (where ${images.status} = ${status})::int`;

export const galleriesProcessingRepository = {
  /** Jobs that have photos, those with photos still waiting first, then by their latest photo. */
  async list(db: Executor, page: Page, search?: string): Promise<{ items: GalleryProcessing[]; total: number }> {
    const where = search ? or(ilike(jobs.name, likePattern(search)), ilike(studios.name, likePattern(search)), ilike(organizations.name, likePattern(search))) : undefined;
    const pending = countWhere('pending');
    const lastPhotoAt = sql<Date | string>`max(${images.createdAt})`;
    const rows = await db
      .select({
        jobId: jobs.id, jobName: jobs.name, organizationName: organizations.name, studioId: studios.id, studioName: studios.name,
        individualCount: sql<number>`count(*) filter (where ${images.type} = 'hosted-individual')::int`,
        groupCount: sql<number>`count(*) filter (where ${images.type} = 'hosted-group')::int`,
        done: countWhere('done'), pending, failed: countWhere('failed'), lastPhotoAt,
        total: sql<number>`(count(*) over ())::int`,
      })
      .from(images)
      .innerJoin(jobs, eq(jobs.id, images.jobId))
      .innerJoin(organizations, eq(organizations.id, jobs.organizationId))
      .innerJoin(studios, eq(studios.id, jobs.studioId))
      .where(where)
      .groupBy(jobs.id, organizations.id, studios.id)
      .orderBy(desc(pending), desc(lastPhotoAt), desc(jobs.id))
      .limit(page.pageSize)
      .offset(offsetOf(page));
    const total = rows[0]?.total ?? (page.page > 1 ? await countJobs(db, where) : 0);
    return { items: rows.map(({ total: _total, lastPhotoAt: last, ...row }) => ({ ...row, lastPhotoAt: new Date(last).toISOString() })), total };
  },
};

async function countJobs(db: Executor, where: ReturnType<typeof or>): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(distinct ${jobs.id})::int` })
    .from(images)
    .innerJoin(jobs, eq(jobs.id, images.jobId))
    .innerJoin(organizations, eq(organizations.id, jobs.organizationId))
    .innerJoin(studios, eq(studios.id, jobs.studioId))
    .where(where);
  return row?.count ?? 0;
}
