import type { ResourceListQuery } from '@shutterday/domain';
import type { OrderServiceRecord, OrderServiceUpdate } from '@shutterday/domain/staff';
import { asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { likePattern, offsetOf } from '../../../db/page';
import { orderServices } from '../../../db/schema';
import { STALE, versionedUpdate, type ResourceRepository, type UpdateResult } from '../../resource/resource-repository';

type Row = typeof orderServices.$inferSelect;
const toRecord = ({ id, code, name, price, active, version }: Row): OrderServiceRecord => ({ id, code, name, price, active, version });

/**
 * The platform's photo services (system admin): listed and edited only. An edit reaches every studio's
 * parents at once (the read-version trigger of migration 0004 moves every studio's content version).
 */
export const orderServicesRepository: ResourceRepository<OrderServiceRecord, never, OrderServiceUpdate> = {
  async list(db: Executor, _scope, query: ResourceListQuery) {
    const where = query.search ? or(ilike(orderServices.name, likePattern(query.search)), ilike(orderServices.code, likePattern(query.search))) : undefined;
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(orderServices).where(where);
    const rows = await db.select().from(orderServices).where(where).orderBy(asc(orderServices.id)).limit(query.pageSize).offset(offsetOf(query));
    return { items: rows.map(toRecord), total: count?.n ?? 0 };
  },

  async find(db: Executor, _scope, id: number) {
    const [row] = await db.select().from(orderServices).where(eq(orderServices.id, id));
    return row ? toRecord(row) : null;
  },

  async create(): Promise<OrderServiceRecord> {
    throw new Error('Order services are not made through the API');
  },

  async update(db: Executor, scope, id: number, input: OrderServiceUpdate): Promise<UpdateResult<OrderServiceRecord>> {
    const { version, ...values } = input;
    const result = await versionedUpdate(db, orderServices, eq(orderServices.id, id), version, values);
    if (result !== 'updated') return result === STALE ? STALE : null;
    return this.find(db, scope, id);
  },

  async remove() {
    return false;
  },
};
