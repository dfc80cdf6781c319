import type { CouponCode, ResourceListQuery } from '@shutterday/domain';
import { type CouponCodeCreate, type CouponCodeUpdate } from '@shutterday/domain/staff';
import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { likePattern, offsetOf } from '../../../db/page';
import { couponCodes, jobs } from '../../../db/schema';
import { versionedUpdate, type ResourceRepository, type ResourceScope, type UpdateResult, valueTaken } from '../../resource/resource-repository';

type Row = typeof couponCodes.$inferSelect;

function toCouponCode(row: Row, jobName: string | null): CouponCode {
  return {
    id: row.id,
    code: row.code,
    discountType: row.discountType,
    value: row.value,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.expiresAt?.toISOString() ?? null,
    maxUses: row.maxUses,
    uses: row.uses,
    jobId: row.jobId,
    jobName,
    version: row.version,
  };
}

/** The coupons with their jobs' names, in one query whatever the count. */
async function named(db: Executor, rows: Row[]): Promise<CouponCode[]> {
  const ids = [...new Set(rows.flatMap((row) => (row.jobId === null ? [] : [row.jobId])))];
  const names = new Map(ids.length ? (await db.select({ id: jobs.id, name: jobs.name }).from(jobs).where(inArray(jobs.id, ids))).map((job) => [job.id, job.name]) : []);
  return rows.map((row) => toCouponCode(row, row.jobId === null ? null : names.get(row.jobId) ?? null));
}

const values = (input: CouponCodeCreate) => ({
  code: input.code,
  discountType: input.discountType,
  value: input.value,
  startsAt: input.startsAt ? new Date(input.startsAt) : null,
  expiresAt: input.endsAt ? new Date(input.endsAt) : null,
  maxUses: input.maxUses,
  jobId: input.jobId,
});
const inStudio = (studioId: number, id: number) => and(eq(couponCodes.studioId, studioId), eq(couponCodes.id, id));

/** The studio's coupon codes; `type` filters `studio` (studio-wide) or `job` (for one job). */
export const couponCodesRepository = {
  async list(db: Executor, scope: ResourceScope, query: ResourceListQuery): Promise<{ items: CouponCode[]; total: number }> {
    const where = and(
      eq(couponCodes.studioId, scope.studioId),
      query.search ? ilike(couponCodes.code, likePattern(query.search)) : undefined,
      query.type === 'studio' ? sql`${couponCodes.jobId} is null` : query.type === 'job' ? sql`${couponCodes.jobId} is not null` : query.type ? sql`false` : undefined,
    );
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(couponCodes).where(where);
    const rows = await db.select().from(couponCodes).where(where).orderBy(asc(couponCodes.code), asc(couponCodes.id)).limit(query.pageSize).offset(offsetOf(query));
    return { items: await named(db, rows), total: count?.n ?? 0 };
  },

  async find(db: Executor, scope: ResourceScope, id: number): Promise<CouponCode | null> {
    const [row] = await db.select().from(couponCodes).where(inStudio(scope.studioId, id));
    return row ? (await named(db, [row]))[0]! : null;
  },

  async create(db: Executor, scope: ResourceScope, input: CouponCodeCreate): Promise<CouponCode> {
    const [row] = await db.insert(couponCodes).values({ studioId: scope.studioId, ...values(input) }).returning();
    return (await named(db, [row!]))[0]!;
  },

  async update(db: Executor, scope: ResourceScope, id: number, input: CouponCodeUpdate): Promise<UpdateResult<CouponCode>> {
    const result = await versionedUpdate(db, couponCodes, inStudio(scope.studioId, id), input.version, values(input));
    return result === 'updated' ? (await couponCodesRepository.find(db, scope, id))! : result;
  },

  async remove(db: Executor, scope: ResourceScope, id: number): Promise<boolean> {
    return (await db.delete(couponCodes).where(inStudio(scope.studioId, id)).returning({ id: couponCodes.id })).length > 0;
  },

  /** Codes are unique in a studio, ignoring case (checkout looks them up that way). */
  async codeTaken(db: Executor, studioId: number, code: string, exceptId?: number): Promise<boolean> {
    return valueTaken(db, couponCodes, couponCodes.code, eq(couponCodes.studioId, studioId), code, exceptId);
  },

  async jobInStudio(db: Executor, studioId: number, jobId: number): Promise<boolean> {
    const [row] = await db.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.studioId, studioId), eq(jobs.id, jobId)));
    return Boolean(row);
  },
} satisfies ResourceRepository<CouponCode, CouponCodeCreate, CouponCodeUpdate> & Record<string, unknown>;
