import type { ResourceListQuery } from '@shutterday/domain';
import { TAX_RATE_MESSAGES, type TaxRateCreate, type TaxRateRecord, type TaxRateUpdate } from '@shutterday/domain/staff';
import { asc, eq, ilike, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { likePattern, offsetOf } from '../../../db/page';
import { taxRates } from '../../../db/schema';
import { conflict } from '../../../http/http-error';
import { violates } from '../../roster';
import { STALE, versionedUpdate, type ResourceRepository, type UpdateResult } from '../../resource/resource-repository';

type Row = typeof taxRates.$inferSelect;

/** Two saves for one state at the same moment: the routes' check let both through, the unique index stops one. */
async function oneRatePerState<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (violates(error, 'tax_rates_country_state_unique')) throw conflict(TAX_RATE_MESSAGES.stateTaken);
    throw error;
  }
}
const toRecord = ({ id, country, state, rateBasisPoints, taxShipping, version }: Row): TaxRateRecord => ({ id, country, state, rateBasisPoints, taxShipping, version });

/**
 * The built-in tax table (system admin → Taxes): one list for the platform, so the resource scope is empty
 * and ignored. The checkout reads the table afresh at every calculation (services/tax), while an order keeps
 * the tax it was charged: editing or deleting a rate changes the next quote, never an order placed.
 */
export const taxRatesRepository: ResourceRepository<TaxRateRecord, TaxRateCreate, TaxRateUpdate> = {
  async list(db: Executor, _scope, query: ResourceListQuery) {
    const where = query.search ? ilike(taxRates.state, likePattern(query.search)) : undefined;
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(taxRates).where(where);
    const rows = await db.select().from(taxRates).where(where).orderBy(asc(taxRates.country), asc(taxRates.state)).limit(query.pageSize).offset(offsetOf(query));
    return { items: rows.map(toRecord), total: count?.n ?? 0 };
  },

  async find(db: Executor, _scope, id: number) {
    const [row] = await db.select().from(taxRates).where(eq(taxRates.id, id));
    return row ? toRecord(row) : null;
  },

  async create(db: Executor, _scope, input: TaxRateCreate) {
    const [row] = await oneRatePerState(() => db.insert(taxRates).values(input).returning());
    return toRecord(row!);
  },

  async update(db: Executor, scope, id: number, input: TaxRateUpdate): Promise<UpdateResult<TaxRateRecord>> {
    const { version, ...values } = input;
    const result = await oneRatePerState(() => versionedUpdate(db, taxRates, eq(taxRates.id, id), version, values));
    if (result !== 'updated') return result === STALE ? STALE : null;
    return this.find(db, scope, id);
  },

  async remove(db: Executor, _scope, id: number) {
    return (await db.delete(taxRates).where(eq(taxRates.id, id)).returning({ id: taxRates.id })).length > 0;
  },
};
