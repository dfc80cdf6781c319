import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { carts, jobs, organizations, studios } from '../../../db/schema';
import type { StudioRow } from '../../platform/repositories/studios';
import type { CartRow } from './carts';

export interface OrderingJobRow {
  job: typeof jobs.$inferSelect;
  org: typeof organizations.$inferSelect;
  studio: StudioRow;
}

const withStudio = { job: jobs, org: organizations, studio: studios };

/** A job as ordering sees it: with its organization and studio, read in one round trip. */
export const orderingJobsRepository = {
  async find(db: Executor, jobId: number): Promise<OrderingJobRow | null> {
    const [row] = await db
      .select(withStudio)
      .from(jobs)
      .innerJoin(organizations, eq(organizations.id, jobs.organizationId))
      .innerJoin(studios, eq(studios.id, jobs.studioId))
      .where(eq(jobs.id, jobId));
    return row ?? null;
  },

  /** The job and the caller's cart of it (unlocked: for reads), in one round trip. */
  async findWithCart(db: Executor, jobId: number, token: string): Promise<{ job: OrderingJobRow | null; cart: CartRow | null }> {
    const [row] = await db
      .select({ ...withStudio, cart: carts })
      .from(jobs)
      .innerJoin(organizations, eq(organizations.id, jobs.organizationId))
      .innerJoin(studios, eq(studios.id, jobs.studioId))
      .leftJoin(carts, and(eq(carts.token, token), eq(carts.jobId, jobs.id)))
      .where(eq(jobs.id, jobId));
    if (!row) return { job: null, cart: null };
    const { cart, ...job } = row;
    return { job, cart };
  },
};
