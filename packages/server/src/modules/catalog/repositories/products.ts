import type { ResourceListQuery } from '@shutterday/domain';
import type { ProductCreate, ProductRecord, ProductUpdate } from '@shutterday/domain/staff';
import { asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { likePattern, offsetOf } from '../../../db/page';
import { packageItems, products } from '../../../db/schema';
import { STALE, versionedUpdate, type ResourceRepository, type UpdateResult } from '../../resource/resource-repository';

const columns = {
  id: products.id,
  code: products.code,
  name: products.name,
  digital: products.digital,
  version: products.version,
  packageItems: sql<number>`(select count(*)::int from ${packageItems} where ${packageItems.productCode} = ${products.code})`,
};

/**
 * The platform's products (system admin): one catalogue for every studio, so the scope is empty. A product
 * that packages hold is not deleted: their items keep its code.
 */
export const productsRepository: ResourceRepository<ProductRecord, ProductCreate, ProductUpdate> & { itemsUsing(db: Executor, id: number): Promise<number> } = {
  async list(db: Executor, _scope, query: ResourceListQuery) {
    const where = query.search ? or(ilike(products.name, likePattern(query.search)), ilike(products.code, likePattern(query.search))) : undefined;
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(products).where(where);
    const items = await db.select(columns).from(products).where(where).orderBy(asc(products.name), asc(products.id)).limit(query.pageSize).offset(offsetOf(query));
    return { items, total: count?.n ?? 0 };
  },

  async find(db: Executor, _scope, id: number) {
    const [row] = await db.select(columns).from(products).where(eq(products.id, id));
    return row ?? null;
  },

  async create(db: Executor, scope, input: ProductCreate) {
    const [row] = await db.insert(products).values(input).returning({ id: products.id });
    return (await this.find(db, scope, row!.id))!;
  },

  async update(db: Executor, scope, id: number, input: ProductUpdate): Promise<UpdateResult<ProductRecord>> {
    const result = await versionedUpdate(db, products, eq(products.id, id), input.version, { name: input.name });
    if (result !== 'updated') return result === STALE ? STALE : null;
    return this.find(db, scope, id);
  },

  async remove(db: Executor, _scope, id: number) {
    return (await db.delete(products).where(eq(products.id, id)).returning({ id: products.id })).length > 0;
  },

  async itemsUsing(db: Executor, id: number) {
    const [row] = await db.select({ n: columns.packageItems }).from(products).where(eq(products.id, id));
    return row?.n ?? 0;
  },
};
