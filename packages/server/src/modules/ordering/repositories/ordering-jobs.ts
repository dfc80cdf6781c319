import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import { stampedCaches } from '../../../db/stamped-cache';
import { carts, jobs, organizations, studios } from '../../../db/schema';
import type { StudioRow } from '../../studios';
import { cartContentsRepository, contentsColumns, type CartContentRows } from './cart-contents';
import type { CartRow } from './carts';

export interface OrderingJobRow {
  job: typeof jobs.$inferSelect;
  org: typeof organizations.$inferSelect;
  studio: StudioRow;
}

const withStudio = { job: jobs, org: organizations, studio: studios };

/** What a cart read needs of its job and studio: the availability gate's columns and the read version. */
const gateColumns = {
  job: {
    id: jobs.id, studioId: jobs.studioId, published: jobs.published, archived: jobs.archived, rspoJob: jobs.rspoJob,
    prepayAvailable: jobs.prepayAvailable, prepayOpensOn: jobs.prepayOpensOn, prepayClosesOn: jobs.prepayClosesOn, galleryAvailable: jobs.galleryAvailable,
    orderingClosesOn: jobs.orderingClosesOn,
  },
  studio: { id: studios.id, status: studios.status, rspoEnabled: studios.rspoEnabled, timeZone: studios.timeZone, contentVersion: studios.contentVersion },
};

export interface CartGateRow {
  job: Pick<typeof jobs.$inferSelect, keyof typeof gateColumns.job>;
  studio: Pick<StudioRow, keyof typeof gateColumns.studio>;
}

export interface CartRead {
  job: CartGateRow | null;
  cart: CartRow | null;
  contents: CartContentRows;
}

const prepareWithCart = (db: Executor) =>
  db
    .select({ ...gateColumns, cart: carts, ...contentsColumns })
    .from(jobs)
    .innerJoin(studios, eq(studios.id, jobs.studioId))
    .leftJoin(carts, and(eq(carts.token, sql.placeholder('token')), eq(carts.jobId, jobs.id)))
    .where(eq(jobs.id, sql.placeholder('jobId')))
    .prepare('ordering_job_with_cart');
const preparedWithCart = new WeakMap<Executor, ReturnType<typeof prepareWithCart>>();
const withCartStatement = (db: Executor) => preparedWithCart.get(db) ?? preparedWithCart.set(db, prepareWithCart(db)).get(db)!;

// The same rows without the contents (same joins): what a read needs when the contents are kept in memory.
const prepareHead = (db: Executor) =>
  db
    .select({ ...gateColumns, cart: carts })
    .from(jobs)
    .innerJoin(studios, eq(studios.id, jobs.studioId))
    .leftJoin(carts, and(eq(carts.token, sql.placeholder('token')), eq(carts.jobId, jobs.id)))
    .where(eq(jobs.id, sql.placeholder('jobId')))
    .prepare('ordering_job_with_cart_row');
const preparedHead = new WeakMap<Executor, ReturnType<typeof prepareHead>>();
const headStatement = (db: Executor) => preparedHead.get(db) ?? preparedHead.set(db, prepareHead(db)).get(db)!;

/**
 * Carts' contents as last read, by job and cart token, stamped with the studio's and the cart's read
 * versions (db/stamped-cache): a parent's cart pages, and the header's count on every page, read the
 * same contents again and again between two changes.
 */
const keptContents = stampedCaches<CartContentRows>(2_000);
const stampOf = (studio: CartGateRow['studio'], cart: CartRow) => `${studio.contentVersion}.${cart.contentsVersion}`;
const EMPTY: CartContentRows = { lines: [], services: [], imageLevel: null };

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
   * The job's gate columns and studio, the caller's cart of it (unlocked: for reads) and everything that
   * cart holds, in one round trip of a named statement (planned once per connection; see cart-contents).
   */
  async findWithCart(db: Executor, jobId: number, token: string): Promise<CartRead> {
    const [row] = await withCartStatement(db).execute({ jobId, token });
    if (!row) return { job: null, cart: null, contents: EMPTY };
    const { cart, lines, services, imageLevel, ...job } = row;
    return { job, cart, contents: { lines, services, imageLevel } };
  },

  /**
   * findWithCart for reads outside a transaction, with the contents kept in memory between reads. While
   * they are kept, a read is the job, studio and cart rows alone, whose read versions say whether the
   * contents are still the database's; when they are not, the contents are read again after the versions
   * (so what is kept is never older than its stamp).
   */
  async findWithCartKept(db: Database, jobId: number, token: string): Promise<CartRead> {
    const key = `${jobId}:${token}`;
    const cache = keptContents(db);
    const kept = cache.entry(key);
    if (!kept) {
      const found = await this.findWithCart(db, jobId, token);
      if (found.job && found.cart) cache.set(key, stampOf(found.job.studio, found.cart), found.contents);
      return found;
    }
    const [row] = await headStatement(db).execute({ jobId, token });
    if (!row) return { job: null, cart: null, contents: EMPTY };
    const { cart, ...job } = row;
    if (!cart) return { job, cart, contents: EMPTY };
    const stamp = stampOf(job.studio, cart);
    if (kept.stamp === stamp) return { job, cart, contents: kept.value };
    const contents = await cartContentsRepository.load(db, cart.id);
    cache.set(key, stamp, contents);
    return { job, cart, contents };
  },
};
