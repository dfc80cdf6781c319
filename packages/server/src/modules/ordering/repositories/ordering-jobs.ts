import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { carts, jobs, organizations, studios } from '../../../db/schema';
import type { StudioRow } from '../../platform/repositories/studios';
import { contentsColumns, type CartContentRows } from './cart-contents';
import type { CartRow } from './carts';

export interface OrderingJobRow {
  job: typeof jobs.$inferSelect;
  org: typeof organizations.$inferSelect;
  studio: StudioRow;
}

const withStudio = { job: jobs, org: organizations, studio: studios };

const prepareWithCart = (db: Executor) =>
  db
    .select({ ...withStudio, cart: carts, ...contentsColumns })
    .from(jobs)
    .innerJoin(organizations, eq(organizations.id, jobs.organizationId))
    .innerJoin(studios, eq(studios.id, jobs.studioId))
    .leftJoin(carts, and(eq(carts.token, sql.placeholder('token')), eq(carts.jobId, jobs.id)))
    .where(eq(jobs.id, sql.placeholder('jobId')))
    .prepare('ordering_job_with_cart');

const preparedWithCart = new WeakMap<Executor, ReturnType<typeof prepareWithCart>>();
const withCartStatement = (db: Executor) => preparedWithCart.get(db) ?? preparedWithCart.set(db, prepareWithCart(db)).get(db)!;

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

  /**
   * The job, the caller's cart of it (unlocked: for reads) and everything that cart holds, in one round
   * trip of a named statement (planned once per connection; see cart-contents).
   */
  async findWithCart(db: Executor, jobId: number, token: string): Promise<{ job: OrderingJobRow | null; cart: CartRow | null; contents: CartContentRows }> {
    const [row] = await withCartStatement(db).execute({ jobId, token });
    if (!row) return { job: null, cart: null, contents: { lines: [], services: [], imageLevel: null } };
    const { cart, lines, services, imageLevel, ...job } = row;
    return { job, cart, contents: { lines, services, imageLevel } };
  },
};
