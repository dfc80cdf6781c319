import type { JobPromotion, ResourceListQuery } from '@shutterday/domain';
import { type PromotionCreate, type PromotionUpdate } from '@shutterday/domain/staff';
import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { likePattern, offsetOf } from '../../../db/page';
import { jobs, promotions } from '../../../db/schema';
import { versionedUpdate, type ResourceRepository, type ResourceScope, type UpdateResult, valueTaken } from '../../resource/resource-repository';

type Row = typeof promotions.$inferSelect;

function toPromotion(row: Row): JobPromotion {
  return {
    id: row.id,
    jobId: row.jobId,
    code: row.code,
    name: row.name,
    discountType: row.discountType,
    value: row.value,
    minimumTotal: row.minimumTotal,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    version: row.version,
  };
}

const values = (input: PromotionCreate) => ({
  code: input.code,
  name: input.name,
  discountType: input.discountType,
  value: input.value,
  minimumTotal: input.minimumTotal,
  startsAt: input.startsAt ? new Date(input.startsAt) : null,
  endsAt: input.endsAt ? new Date(input.endsAt) : null,
});
// The route's parent check has already placed the job in the studio; the job id then scopes every query.
const inJob = (scope: ResourceScope, id: number) => and(eq(promotions.jobId, scope.jobId!), eq(promotions.id, id));

/** A job's promotions (codes a customer enters at checkout; they win over a studio coupon with the same code). */
export const jobPromotionsRepository = {
  async list(db: Executor, scope: ResourceScope, query: ResourceListQuery): Promise<{ items: JobPromotion[]; total: number }> {
    const where = and(eq(promotions.jobId, scope.jobId!), query.search ? ilike(promotions.code, likePattern(query.search)) : undefined);
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(promotions).where(where);
    const rows = await db.select().from(promotions).where(where).orderBy(asc(promotions.code), asc(promotions.id)).limit(query.pageSize).offset(offsetOf(query));
    return { items: rows.map(toPromotion), total: count?.n ?? 0 };
  },

  async find(db: Executor, scope: ResourceScope, id: number): Promise<JobPromotion | null> {
    const [row] = await db.select().from(promotions).where(inJob(scope, id));
    return row ? toPromotion(row) : null;
  },

  async create(db: Executor, scope: ResourceScope, input: PromotionCreate): Promise<JobPromotion> {
    const [row] = await db.insert(promotions).values({ jobId: scope.jobId!, ...values(input) }).returning();
    return toPromotion(row!);
  },

  async update(db: Executor, scope: ResourceScope, id: number, input: PromotionUpdate): Promise<UpdateResult<JobPromotion>> {
    const result = await versionedUpdate(db, promotions, inJob(scope, id), input.version, values(input));
    return result === 'updated' ? (await jobPromotionsRepository.find(db, scope, id))! : result;
  },

  async remove(db: Executor, scope: ResourceScope, id: number): Promise<boolean> {
    return (await db.delete(promotions).where(inJob(scope, id)).returning({ id: promotions.id })).length > 0;
  },

  async codeTaken(db: Executor, jobId: number, code: string, exceptId?: number): Promise<boolean> {
    return valueTaken(db, promotions, promotions.code, eq(promotions.jobId, jobId), code, exceptId);
  },
} satisfies ResourceRepository<JobPromotion, PromotionCreate, PromotionUpdate> & Record<string, unknown>;

/** The parent check of every job-scoped catalog route: the job belongs to the studio of the path. */
export async function jobInStudio(db: Executor, scope: ResourceScope): Promise<boolean> {
  const [row] = await db.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.studioId, scope.studioId), eq(jobs.id, scope.jobId!)));
  return Boolean(row);
}
