import { type ImageLookup, type ImageLookupListQuery, type ImageProcessingSummary } from '@shutterday/domain/staff';
import { and, asc, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { images, jobs, organizations, studios, subjects } from '../../../db/schema';
import { offsetOf } from '../../../db/page';
import { imageUrl } from '../../../services/images/signed-urls';

export type ImageRow = typeof images.$inferSelect;
export interface JobScope {
  studioId: number;
  organizationId: number;
  jobId: number;
}

const subjectName = sql<string | null>`case when ${subjects.id} is null then null else ${subjects.firstName} || ' ' || ${subjects.lastName} end`;

export function toImageLookup(secret: Uint8Array, row: ImageRow, name: string | null): ImageLookup {
  return {
    id: row.id, type: row.type, fileName: row.fileName, subjectId: row.subjectId, subjectName: name, groupId: row.groupId,
    status: row.status, failureReason: row.failureReason, width: row.width, height: row.height,
    thumbnailUrl: row.status === 'done' ? imageUrl(secret, row.id, 'thumbnail') : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The job's photos; every query is narrowed to the job, which `job` proved belongs to the studio. */
export const imageLookupsRepository = {
  /** The job with its studio's name (the watermark), or null when it is not this studio's and organization's. */
  async job(db: Database, scope: JobScope): Promise<{ id: number; studioName: string } | null> {
    const [row] = await db
      .select({ id: jobs.id, studioName: studios.name })
      .from(jobs)
      .innerJoin(studios, eq(studios.id, jobs.studioId))
      .innerJoin(organizations, eq(organizations.id, jobs.organizationId))
      .where(and(eq(jobs.id, scope.jobId), eq(jobs.studioId, scope.studioId), eq(organizations.id, scope.organizationId)));
    return row ?? null;
  },

  async list(db: Database, jobId: number, query: ImageLookupListQuery): Promise<{ items: Array<{ image: ImageRow; subjectName: string | null }>; total: number }> {
    const filters: SQL[] = [eq(images.jobId, jobId)];
    if (query.status) filters.push(eq(images.status, query.status));
    if (query.ids) filters.push(inArray(images.id, query.ids));
    // A camera card read as this job's is placed (a marker), not waiting for a subject.
    if (query.unmatched === '1') filters.push(isNull(images.subjectId), isNull(images.groupId), eq(images.isCard, false));
    const where = and(...filters);
    const [items, [total]] = await Promise.all([
      db.select({ image: images, subjectName }).from(images).leftJoin(subjects, eq(subjects.id, images.subjectId)).where(where).orderBy(asc(images.id)).limit(query.pageSize).offset(offsetOf(query)),
      db.select({ n: count() }).from(images).where(where),
    ]);
    return { items, total: total?.n ?? 0 };
  },

  async summary(db: Database, jobId: number): Promise<ImageProcessingSummary> {
    const rows = await db
      .select({ status: images.status, unmatched: sql<boolean>`(${images.subjectId} is null and ${images.groupId} is null and not ${images.isCard})`, n: count() })
      .from(images)
      .where(eq(images.jobId, jobId))
      .groupBy(images.status, sql`2`);
    const summary: ImageProcessingSummary = { total: 0, pending: 0, done: 0, failed: 0, unmatched: 0 };
    for (const row of rows) {
      summary.total += row.n;
      summary[row.status] += row.n;
      if (row.unmatched) summary.unmatched += row.n;
    }
    return summary;
  },

  async find(db: Database, jobId: number, id: number): Promise<{ image: ImageRow; subjectName: string | null } | null> {
    const [row] = await db.select({ image: images, subjectName }).from(images).leftJoin(subjects, eq(subjects.id, images.subjectId)).where(and(eq(images.jobId, jobId), eq(images.id, id)));
    return row ?? null;
  },

  async findByHash(db: Database, jobId: number, contentHash: string): Promise<ImageRow | null> {
    const [row] = await db.select().from(images).where(and(eq(images.jobId, jobId), eq(images.contentHash, contentHash)));
    return row ?? null;
  },


  async subjects(db: Database, jobId: number) {
    return db.select({ id: subjects.id, accessCode: subjects.accessCode, groupId: subjects.groupId }).from(subjects).where(eq(subjects.jobId, jobId));
  },
};
