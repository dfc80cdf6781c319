import { isPreorderWindowOpen, type CustomerJob, type Job } from '@shutterday/domain';
import { type JobState } from '@shutterday/domain/staff';
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { jobFiguresVersions, jobs, organizations, studios } from '../../../db/schema';
import { likePattern, offsetOf, type Page } from '../../../db/page';
import { figuresAt, figuresVersion, type JobFigures } from './job-figures';

type JobRow = typeof jobs.$inferSelect;
type OrgRow = typeof organizations.$inferSelect;

function poseSelection(job: Pick<JobRow, 'enableYearBookPoseSelection' | 'yearBookPoseSelectionEndsAt'>, now: Date) {
  return {
    enableYearBookPoseSelection: job.enableYearBookPoseSelection,
    isYearBookPoseSelectionExpired: job.yearBookPoseSelectionEndsAt !== null && job.yearBookPoseSelectionEndsAt <= now,
  };
}

/** Prepay is offered when it is switched on and today, where the studio is, is inside its window (job settings, preorder tab). */
export function prepayOpen(job: Pick<JobRow, 'prepayAvailable' | 'prepayOpensOn' | 'prepayClosesOn'>, timeZone: string, now = new Date()): boolean {
  return job.prepayAvailable && isPreorderWindowOpen({ opensOn: job.prepayOpensOn, closesOn: job.prepayClosesOn }, now, timeZone);
}

function toJob({ job, org }: { job: JobRow; org: OrgRow }, paid: JobFigures, now = new Date()): Job {
  return {
    id: job.id,
    studioId: job.studioId,
    organizationId: org.id,
    organizationName: org.name,
    organizationType: org.type,
    name: job.name,
    version: { major: job.versionMajor, minor: job.versionMinor },
    recordVersion: job.recordVersion,
    rspoJob: job.rspoJob,
    importedData: job.importedData,
    published: job.published,
    archived: job.archived,
    pictureDay: job.pictureDay,
    prepaySettings: { importedData: job.prepayImportedData },
    prepay: { available: job.prepayAvailable },
    gallerySettings: poseSelection(job, now),
    gallery: { available: job.galleryAvailable },
    prepayWindow: { opensOn: job.prepayOpensOn, closesOn: job.prepayClosesOn },
    poseSelectionEndsAt: job.yearBookPoseSelectionEndsAt?.toISOString() ?? null,
    subjectCount: paid.subjectCount,
    orderCount: paid.prepayCount + paid.galleryCount,
    revenue: paid.prepayRevenue + paid.galleryRevenue,
    ordersByMethod: {
      Prepay: { count: paid.prepayCount, revenue: paid.prepayRevenue },
      Gallery: { count: paid.galleryCount, revenue: paid.galleryRevenue },
    },
    unpaid: { count: paid.unpaidCount, total: paid.unpaidTotal },
  };
}

/** The columns of a job a customer job is made of. */
type CustomerJobSource = Pick<
  JobRow,
  'id' | 'studioId' | 'name' | 'pictureDay' | 'published' | 'archived' | 'rspoJob' | 'prepayAvailable' | 'prepayOpensOn' | 'prepayClosesOn' | 'galleryAvailable' | 'enableYearBookPoseSelection' | 'yearBookPoseSelectionEndsAt'
>;

/** A job as customers see it; `timeZone` is its studio's (the prepay window's days are the studio's). */
export function toCustomerJob({ job, org }: { job: CustomerJobSource; org: Pick<OrgRow, 'name' | 'type'> }, timeZone: string, now = new Date()): CustomerJob {
  return {
    id: job.id,
    studioId: job.studioId,
    name: job.name,
    organizationName: org.name,
    organizationType: org.type,
    pictureDay: job.pictureDay,
    published: job.published,
    archived: job.archived,
    rspoJob: job.rspoJob,
    prepay: { available: prepayOpen(job, timeZone, now) },
    gallery: { available: job.galleryAvailable },
    gallerySettings: poseSelection(job, now),
  };
}

export interface StudioJobFilter {
  organizationId?: number;
  prepay?: boolean;
  galleries?: boolean;
  search?: string;
  state?: JobState;
}

function stateWhere(state: JobState | undefined): SQL | undefined {
  if (state === 'archived') return eq(jobs.archived, true);
  if (state === 'published') return and(eq(jobs.published, true), eq(jobs.archived, false));
  if (state === 'unpublished') return and(eq(jobs.published, false), eq(jobs.archived, false));
  return undefined;
}

function studioWhere(studioId: number, filter: StudioJobFilter): SQL | undefined {
  return and(
    eq(jobs.studioId, studioId),
    filter.organizationId !== undefined ? eq(jobs.organizationId, filter.organizationId) : undefined,
    filter.prepay !== undefined ? eq(jobs.prepayAvailable, filter.prepay) : undefined,
    filter.galleries !== undefined ? eq(jobs.galleryAvailable, filter.galleries) : undefined,
    stateWhere(filter.state),
    filter.search ? or(ilike(jobs.name, likePattern(filter.search)), ilike(organizations.name, likePattern(filter.search))) : undefined,
  );
}

export const jobsRepository = {
  async list(db: Executor, studioId: number, page: Page, filter: StudioJobFilter = {}): Promise<{ items: Job[]; total: number }> {
    const where = studioWhere(studioId, filter);
    const [countRow] = await db.select({ n: sql<number>`count(*)::int` }).from(jobs).innerJoin(organizations, eq(organizations.id, jobs.organizationId)).where(where);
    // The page's ids first, then the counts of those jobs only: with the counts in the paged query itself,
    // PostgreSQL worked them out for every row the OFFSET skipped too (a season's last page: 200 jobs' orders).
    const order = [asc(jobs.archived), desc(jobs.pictureDay), asc(jobs.id)];
    const pageIds = db.select({ id: jobs.id }).from(jobs).innerJoin(organizations, eq(organizations.id, jobs.organizationId)).where(where).orderBy(...order).limit(page.pageSize).offset(offsetOf(page)).as('page_ids');
    const rows = await db
      .select({ job: jobs, org: organizations, figuresVersion })
      .from(pageIds)
      .innerJoin(jobs, eq(jobs.id, pageIds.id))
      .innerJoin(organizations, eq(organizations.id, jobs.organizationId))
      .leftJoin(jobFiguresVersions, eq(jobFiguresVersions.jobId, jobs.id))
      .orderBy(...order);
    const figures = await figuresAt(db, new Map(rows.map((row) => [row.job.id, row.figuresVersion])));
    return { items: rows.map((row) => toJob(row, figures.get(row.job.id)!)), total: countRow?.n ?? 0 };
  },

  /** Scoped by studio (and by organization when given): a job of another studio or organization is not found. */
  async find(db: Executor, studioId: number, jobId: number, organizationId?: number): Promise<Job | null> {
    const [row] = await db
      .select({ job: jobs, org: organizations, figuresVersion })
      .from(jobs)
      .innerJoin(organizations, eq(organizations.id, jobs.organizationId))
      .leftJoin(jobFiguresVersions, eq(jobFiguresVersions.jobId, jobs.id))
      .where(and(eq(jobs.studioId, studioId), eq(jobs.id, jobId), organizationId !== undefined ? eq(jobs.organizationId, organizationId) : undefined));
    return row ? toJob(row, (await figuresAt(db, new Map([[row.job.id, row.figuresVersion]]))).get(row.job.id)!) : null;
  },

  /** A job with its organization and its studio's time zone. */
  async findRow(db: Executor, jobId: number): Promise<{ job: JobRow; org: OrgRow; timeZone: string } | null> {
    const [row] = await db
      .select({ job: jobs, org: organizations, timeZone: studios.timeZone })
      .from(jobs)
      .innerJoin(organizations, eq(organizations.id, jobs.organizationId))
      .innerJoin(studios, eq(studios.id, jobs.studioId))
      .where(eq(jobs.id, jobId));
    return row ?? null;
  },

  async findByAccessCode(db: Executor, studioId: number, code: string): Promise<JobRow | null> {
    const [row] = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.studioId, studioId), sql`upper(${jobs.accessCode}) = ${code.toUpperCase()}`))
      .limit(1);
    return row ?? null;
  },
};
