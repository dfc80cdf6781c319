import { cardPayments, DEFAULT_STUDIO_FEATURES, type Feature, type StudioDetails, type StudioSummary } from '@shutterday/domain';
import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { features, jobs, orders, studioFeatures, studios } from '../../../db/schema';
import { likePattern, offsetOf, type Page } from '../../../db/page';

export type StudioRow = typeof studios.$inferSelect;

function toDetails(row: StudioRow, hasRSPOJobs: boolean, paidToAnAccountBefore: boolean): StudioDetails {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    logoUrl: row.logoUrl,
    email: row.email,
    phone: row.phone,
    hasLegacyJobs: row.hasLegacyJobs,
    hasRSPOJobs,
    rspoEnabled: row.rspoEnabled,
    stripeVerified: row.stripeVerified,
    cardPayments: cardPayments({ accountId: row.stripeAccountId, verified: row.stripeVerified, paidToAnAccountBefore }),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    timeZone: row.timeZone,
  };
}

// One named statement (planned once per connection): a staff page reads the studio's details on every visit.
const prepareDetails = (db: Executor) =>
  db
    .select({
      studio: studios,
      hasRSPOJobs: sql<boolean>`exists (select 1 from ${jobs} where ${jobs.studioId} = ${sql.placeholder('id')} and ${jobs.rspoJob})`,
      paidToAnAccountBefore: sql<boolean>`exists (select 1 from ${orders} where ${orders.studioId} = ${sql.placeholder('id')} and ${orders.connectedAccount} is not null)`,
    })
    .from(studios)
    .where(eq(studios.id, sql.placeholder('id')))
    .prepare('studio_details');
const detailsStatements = new WeakMap<Executor, ReturnType<typeof prepareDetails>>();

// Correlated subqueries name the outer table literally: drizzle may render an outer column unqualified.
const jobCount = sql<number>`(select count(*)::int from ${jobs} where ${jobs.studioId} = "studios"."id")`;

export const studiosRepository = {
  async findById(db: Executor, id: number): Promise<StudioRow | null> {
    const [row] = await db.select().from(studios).where(eq(studios.id, id)).limit(1);
    return row ?? null;
  },

  async findBySlug(db: Executor, slug: string): Promise<StudioRow | null> {
    const [row] = await db.select().from(studios).where(eq(studios.slug, slug.toLowerCase())).limit(1);
    return row ?? null;
  },

  /** The studio with whether it has RSPO jobs and has been paid to a connected account before, in one read. */
  async details(db: Executor, id: number): Promise<StudioDetails | null> {
    const statement = detailsStatements.get(db) ?? detailsStatements.set(db, prepareDetails(db)).get(db)!;
    const [row] = await statement.execute({ id });
    return row ? toDetails(row.studio, row.hasRSPOJobs, row.paidToAnAccountBefore) : null;
  },

  async create(db: Executor, input: { name: string; slug: string; accountNumber?: string | null; email?: string | null; status?: StudioRow['status'] }): Promise<StudioRow> {
    const [row] = await db
      .insert(studios)
      .values({ name: input.name, slug: input.slug, accountNumber: input.accountNumber ?? null, email: input.email ?? null, status: input.status ?? 'active' })
      .returning();
    // A new studio starts with the platform's default features (those the database knows).
    const known = await db.select({ identifier: features.identifier }).from(features).where(inArray(features.identifier, [...DEFAULT_STUDIO_FEATURES]));
    if (known.length) await db.insert(studioFeatures).values(known.map(({ identifier }) => ({ studioId: row!.id, featureIdentifier: identifier })));
    return row!;
  },

  /** A new time zone moves what parents read (prepay windows): the studio's read version moves with it. */
  async update(db: Executor, id: number, patch: Partial<Pick<StudioRow, 'name' | 'email' | 'phone' | 'status' | 'timeZone'>>): Promise<void> {
    if (!Object.keys(patch).length) return;
    const bump = patch.timeZone !== undefined ? { contentVersion: sql`${studios.contentVersion} + 1` } : {};
    await db.update(studios).set({ ...patch, ...bump }).where(eq(studios.id, id));
  },

  /** Approves a pending studio (idempotent; a studio a system administrator closed stays closed). */
  async approve(db: Executor, id: number): Promise<void> {
    await db.update(studios).set({ status: 'active' }).where(and(eq(studios.id, id), eq(studios.status, 'pending')));
  },

  async isPending(db: Executor, id: number): Promise<boolean> {
    const [row] = await db.select({ status: studios.status }).from(studios).where(eq(studios.id, id)).limit(1);
    return row?.status === 'pending';
  },

  async features(db: Executor, studioId: number): Promise<Feature[]> {
    const rows = await db
      .select({ identifier: features.identifier })
      .from(studioFeatures)
      .innerJoin(features, eq(features.identifier, studioFeatures.featureIdentifier))
      .where(eq(studioFeatures.studioId, studioId))
      .orderBy(asc(features.identifier));
    return rows;
  },

  async list(db: Executor, page: Page, search: string | undefined): Promise<{ items: StudioSummary[]; total: number }> {
    const where = search ? or(ilike(studios.name, likePattern(search)), ilike(studios.slug, likePattern(search))) : undefined;
    const [countRow] = await db.select({ n: sql<number>`count(*)::int` }).from(studios).where(where);
    const rows = await db
      .select({ row: studios, jobCount })
      .from(studios)
      .where(where)
      .orderBy(asc(studios.name), asc(studios.id))
      .limit(page.pageSize)
      .offset(offsetOf(page));
    const items = rows.map(({ row, jobCount: count }) => ({
      id: row.id,
      name: row.name,
      slug: row.slug,
      rspoEnabled: row.rspoEnabled,
      stripeVerified: row.stripeVerified,
      payoutsConnected: row.stripeAccountId !== null,
      jobCount: count,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
    }));
    return { items, total: countRow?.n ?? 0 };
  },
};
