import type { ResourceListQuery } from '@shutterday/domain';
import type { ShippingOptionCreate, ShippingOptionRecord, ShippingOptionUpdate } from '@shutterday/domain/staff';
import { asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { likePattern, offsetOf } from '../../../db/page';
import { shippingOptions } from '../../../db/schema';
import { STALE, versionedUpdate, type ResourceRepository, type UpdateResult } from '../../resource/resource-repository';

type Row = typeof shippingOptions.$inferSelect;
const toRecord = ({ id, code, name, price, active, sortOrder, version }: Row): ShippingOptionRecord => ({ id, code, name, price, active, sortOrder, version });

/**
 * The platform's shipping options (system admin): one list for every studio, so the scope of the resource
 * helper is empty and every query ignores it. Never deleted: orders keep their code, so an option is switched off.
 */
export const shippingOptionsRepository: ResourceRepository<ShippingOptionRecord, ShippingOptionCreate, ShippingOptionUpdate> = {
  async list(db: Executor, _scope, query: ResourceListQuery) {
    const where = query.search ? or(ilike(shippingOptions.name, likePattern(query.search)), ilike(shippingOptions.code, likePattern(query.search))) : undefined;
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(shippingOptions).where(where);
    const rows = await db.select().from(shippingOptions).where(where).orderBy(asc(shippingOptions.sortOrder), asc(shippingOptions.id)).limit(query.pageSize).offset(offsetOf(query));
    return { items: rows.map(toRecord), total: count?.n ?? 0 };
  },

  async find(db: Executor, _scope, id: number) {
    const [row] = await db.select().from(shippingOptions).where(eq(shippingOptions.id, id));
    return row ? toRecord(row) : null;
  },

  async create(db: Executor, _scope, input: ShippingOptionCreate) {
    const [row] = await db.insert(shippingOptions).values(input).returning();
    return toRecord(row!);
  },

  async update(db: Executor, scope, id: number, input: ShippingOptionUpdate): Promise<UpdateResult<ShippingOptionRecord>> {
    const { version, ...values } = input;
    const result = await versionedUpdate(db, shippingOptions, eq(shippingOptions.id, id), version, values);
    if (result !== 'updated') return result === STALE ? STALE : null;
    return this.find(db, scope, id);
  },

  async remove() {
    return false;
  },
};
