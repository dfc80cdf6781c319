import { isPreorderWindowOpen, type CustomerJob, type Job } from '@shutterday/domain';
import { type JobState } from '@shutterday/domain/staff';
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../../db/client';
import { stampedCaches } from '../../../db/stamped-cache';
import { jobFiguresVersions, jobs, orderRefunds, orders, organizations, studios, subjects } from '../../../db/schema';
import { likePattern, offsetOf, type Page } from '../../../db/page';
import { countsAsPaid, isPaidOrder, isUnpaid, orderProduct } from '../../orders';

type JobRow = typeof jobs.$inferSelect;
type OrgRow = typeof organizations.$inferSelect;

/**
 * A job's figures on the staff pages: its children, and its orders as money — the paid ones (not refunded
 * whole) counted and their revenue (domain `revenueCents`: product sales after refunds, tax and shipping
 * apart) by order method, and what is still unpaid (bill the school).
 */
interface JobFigures {
  subjectCount: number;
  prepayCount: number;
  prepayRevenue: number;
  galleryCount: number;
  galleryRevenue: number;
  unpaidCount: number;
  unpaidTotal: number;
}
/** The stamp of a job's figures: its figures version (0 until the first change after migration 0035). */
const figuresVersion = sql<string>`coalesce(${jobFiguresVersions.version}, 0)::text`;
const NO_FIGURES: JobFigures = { subjectCount: 0, prepayCount: 0, prepayRevenue: 0, galleryCount: 0, galleryRevenue: 0, unpaidCount: 0, unpaidTotal: 0 };
const withMethod = (method: string) => sql`${orders.orderMethod} = ${method}`;
const paidCount = (method: string) => sql<number>`(count(*) filter (where ${isPaidOrder} and ${withMethod(method)}))::int`;
const paidProduct = (method: string) => sql<number>`coalesce(sum(${orderProduct}) filter (where ${countsAsPaid} and ${withMethod(method)}), 0)::int`;

/** Each job's figures as read, stamped with its figures version (db/stamped-cache). */
const figuresKept = stampedCaches<JobFigures>(5_000);

/**
 * The figures of these jobs, each with the figures version just read with its row: from this server's memory
 * while the version is unchanged, read for the others at once. Inside a transaction nothing is kept or
 * taken (its own changes may still roll back).
 */
async function figuresAt(db: Executor, versions: Map<number, string>): Promise<Map<number, JobFigures>> {
  const cache = db instanceof PgTransaction ? null : figuresKept(db as Database);
  const figures = new Map<number, JobFigures>();
  for (const [id, version] of versions) {
    const kept = cache?.entry(String(id));
    if (kept?.stamp === version) figures.set(id, kept.value);
  }
  const read = await figuresOf(db, [...versions.keys()].filter((id) => !figures.has(id)));
  for (const [id, value] of read) {
    figures.set(id, value);
    cache?.set(String(id), versions.get(id)!, value);
  }
  return figures;
}

/**
 * The figures of these jobs, each read once for them all and grouped by job: the children from their job
 * index, the orders from `orders_job_money_idx` alone (a page of a season's jobs is 50 jobs' 25,000 orders),
 * the refunds (few) by job and method. Read per job, PostgreSQL scanned every refund twice for each job.
 */
async function figuresOf(db: Executor, jobIds: number[]): Promise<Map<number, JobFigures>> {
  if (jobIds.length === 0) return new Map();
  const [children, money, refunds] = await Promise.all([
    db.select({ jobId: subjects.jobId, n: sql<number>`count(*)::int` }).from(subjects).where(inArray(subjects.jobId, jobIds)).groupBy(subjects.jobId),
    db
      .select({
        jobId: orders.jobId,
        prepayCount: paidCount('Prepay'),
        prepayProduct: paidProduct('Prepay'),
        galleryCount: paidCount('Gallery'),
        galleryProduct: paidProduct('Gallery'),
        unpaidCount: sql<number>`(count(*) filter (where ${isUnpaid}))::int`,
        unpaidTotal: sql<number>`coalesce(sum(${orders.total}) filter (where ${isUnpaid}), 0)::int`,
      })
      .from(orders)
      .where(inArray(orders.jobId, jobIds))
      .groupBy(orders.jobId),
    db
      .select({ jobId: orders.jobId, method: orders.orderMethod, product: sql<number>`sum(${orderRefunds.product})::int` })
      .from(orderRefunds)
      .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
      .where(inArray(orders.jobId, jobIds))
      .groupBy(orders.jobId, orders.orderMethod),
  ]);
  const figures = new Map(jobIds.map((id) => [id, { ...NO_FIGURES }]));
  for (const row of children) figures.get(row.jobId)!.subjectCount = row.n;
  for (const row of money) {
    Object.assign(figures.get(row.jobId)!, {
      prepayCount: row.prepayCount,
      prepayRevenue: row.prepayProduct,
      galleryCount: row.galleryCount,
      galleryRevenue: row.galleryProduct,
      unpaidCount: row.unpaidCount,
      unpaidTotal: row.unpaidTotal,
    });
  }
  // What refunds gave back of an order's products, whatever became of the order since.
  for (const row of refunds) figures.get(row.jobId)![row.method === 'Prepay' ? 'prepayRevenue' : 'galleryRevenue'] -= row.product;
  return figures;
}

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
