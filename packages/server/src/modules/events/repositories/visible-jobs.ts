import type { CustomerJob } from '@shutterday/domain';
import { and, asc, desc, eq, ilike, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import { stampedCaches } from '../../../db/stamped-cache';
import { jobs, organizations, studios } from '../../../db/schema';
import { likePattern, offsetOf, type Page } from '../../../db/page';
import { toCustomerJob } from './jobs';
import { publicStudioColumns, publicStudiosRepository, type StudioVersionRow } from './public-studios';

export interface CustomerJobFilter {
  search?: string;
  /** Only these jobs (a job access code or a direct job id); undefined means every visible job. */
  jobIds?: number[];
}

/** Only what a customer job carries (toCustomerJob), not the whole job and organization rows. */
const columns = {
  job: {
    id: jobs.id, studioId: jobs.studioId, name: jobs.name, pictureDay: jobs.pictureDay, published: jobs.published, archived: jobs.archived, rspoJob: jobs.rspoJob,
    prepayAvailable: jobs.prepayAvailable, prepayOpensOn: jobs.prepayOpensOn, prepayClosesOn: jobs.prepayClosesOn, galleryAvailable: jobs.galleryAvailable,
    enableYearBookPoseSelection: jobs.enableYearBookPoseSelection, yearBookPoseSelectionEndsAt: jobs.yearBookPoseSelectionEndsAt,
  },
  org: { name: organizations.name, type: organizations.type },
  // The total rides on every row of the page (a window count): one round trip.
  total: sql<number>`(count(*) over ())::int`,
};

/** What customers may see: published and not archived jobs of the studio. */
function visibleWhere(studioId: number | Placeholder, filter: CustomerJobFilter): SQL | undefined {
  return and(
    eq(jobs.studioId, studioId),
    eq(jobs.published, true),
    eq(jobs.archived, false),
    filter.jobIds ? sql`${jobs.id} in ${filter.jobIds}` : undefined,
    filter.search ? or(ilike(jobs.name, likePattern(filter.search)), ilike(organizations.name, likePattern(filter.search))) : undefined,
  );
}

const pageQuery = (db: Executor, where: SQL | undefined) =>
  db.select(columns).from(jobs).innerJoin(organizations, eq(organizations.id, jobs.organizationId)).where(where).orderBy(desc(jobs.pictureDay), asc(jobs.name));

/**
 * The plain list (no search, no code) is what every visit of a studio asks, and it needs the studio too:
 * one named statement reads both (the studio's row left-joined to its visible jobs: a studio without
 * one still answers, with null jobs and a total of 0), built once and, on PostgreSQL, planned once per
 * connection.
 */
const prepare = (db: Executor) =>
  db
    .select({ studio: publicStudioColumns, job: columns.job, org: columns.org, total: sql<number>`(count(${jobs.id}) over ())::int` })
    .from(studios)
    .leftJoin(jobs, and(eq(jobs.studioId, studios.id), eq(jobs.published, true), eq(jobs.archived, false)))
    .leftJoin(organizations, eq(organizations.id, jobs.organizationId))
    .where(eq(studios.id, sql.placeholder('studioId')))
    .orderBy(desc(jobs.pictureDay), asc(jobs.name))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('customer_studio_with_jobs');
const prepared = new WeakMap<Executor, ReturnType<typeof prepare>>();
const statement = (db: Executor) => prepared.get(db) ?? prepared.set(db, prepare(db)).get(db)!;

type VisibleJobRow = Parameters<typeof toCustomerJob>[0];

/** A page of the plain list as read: the rows (not the answer: a job's prepay window moves with the clock). */
export interface VisibleJobsPage {
  rows: VisibleJobRow[];
  total: number;
  /** The studio's time zone: its jobs' prepay windows are days there. */
  timeZone: string;
}

/** The pages read, stamped with the studio's read version. */
const pages = stampedCaches<VisibleJobsPage>(1_000);

/**
 * The studio and a page of the jobs customers may see of it; null when no row came back to carry the
 * studio (an unknown id, or a page past the end). The caller decides whether the studio is public before
 * it shows a job. A page read before comes from memory, the same object, while the studio's read version
 * is unchanged: then the only read is the studio's status and version (a primary-key lookup); otherwise
 * the studio and the page come in one round trip.
 */
export async function studioWithVisibleJobs(db: Database, studioId: number, page: Page): Promise<{ studio: StudioVersionRow; page: VisibleJobsPage } | null> {
  const key = `${studioId}:${page.page}:${page.pageSize}`;
  const cache = pages(db);
  const kept = cache.entry(key);
  if (kept) {
    const studio = await publicStudiosRepository.findVersionById(db, studioId);
    if (studio && kept.stamp === String(studio.contentVersion)) return { studio, page: kept.value };
  }
  const rows = await statement(db).execute({ studioId, limit: page.pageSize, offset: offsetOf(page) });
  const first = rows[0];
  if (!first) return null;
  const value: VisibleJobsPage = { rows: rows.flatMap(({ job, org }) => (job && org ? [{ job, org }] : [])), total: first.total, timeZone: first.studio.timeZone };
  cache.set(key, String(first.studio.contentVersion), value);
  return { studio: first.studio, page: value };
}

async function countVisible(db: Executor, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(jobs).innerJoin(organizations, eq(organizations.id, jobs.organizationId)).where(where);
  return row?.n ?? 0;
}

/** A page of the jobs customers may see, with the total (the studio's time zone decides their prepay windows). */
export async function listVisibleJobs(db: Executor, studio: { id: number; timeZone: string }, page: Page, filter: CustomerJobFilter): Promise<{ items: CustomerJob[]; total: number }> {
  const studioId = studio.id;
  if (filter.jobIds && filter.jobIds.length === 0) return { items: [], total: 0 };
  const limit = page.pageSize;
  const offset = offsetOf(page);
  const rows = await pageQuery(db, visibleWhere(studioId, filter)).limit(limit).offset(offset);
  // Only a page past the end, which has no row to carry the total, counts apart.
  const total = rows[0]?.total ?? (offset === 0 ? 0 : await countVisible(db, visibleWhere(studioId, filter)));
  return { items: rows.map((row) => toCustomerJob(row, studio.timeZone)), total };
}
