import type { ResourceListQuery } from '@shutterday/domain';
import type { CatalogItemCreate, CatalogItemRecord, CatalogItemUpdate, CatalogTagSummary } from '@shutterday/domain/staff';
import { asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { likePattern, offsetOf } from '../../../db/page';
import { catalogItems } from '../../../db/schema';
import { STALE, versionedUpdate, type ResourceRepository, type UpdateResult } from '../../resource/resource-repository';

const columns = {
  id: catalogItems.id,
  name: catalogItems.name,
  productCode: catalogItems.productCode,
  positionCoords: catalogItems.positionCoords,
  photos: catalogItems.photos,
  texts: catalogItems.texts,
  tags: catalogItems.tags,
  version: catalogItems.version,
};

/** A search matches the name, the product code, or a tag exactly (lower case). */
const matching = (search: string | undefined) =>
  search ? or(ilike(catalogItems.name, likePattern(search)), ilike(catalogItems.productCode, likePattern(search)), sql`${catalogItems.tags} @> ${JSON.stringify([search.trim().toLowerCase()])}::jsonb`) : undefined;

/** The platform's catalogue items, one list for every studio (the scope is empty). */
export const catalogItemsRepository: ResourceRepository<CatalogItemRecord, CatalogItemCreate, CatalogItemUpdate> & { tags(db: Executor): Promise<CatalogTagSummary[]> } = {
  async list(db: Executor, _scope, query: ResourceListQuery) {
    const where = matching(query.search);
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(catalogItems).where(where);
    const items = await db.select(columns).from(catalogItems).where(where).orderBy(asc(catalogItems.name), asc(catalogItems.id)).limit(query.pageSize).offset(offsetOf(query));
    return { items, total: count?.n ?? 0 };
  },

  async find(db: Executor, _scope, id: number) {
    const [row] = await db.select(columns).from(catalogItems).where(eq(catalogItems.id, id));
    return row ?? null;
  },

  async create(db: Executor, scope, input: CatalogItemCreate) {
    const [row] = await db.insert(catalogItems).values(input).returning({ id: catalogItems.id });
    return (await this.find(db, scope, row!.id))!;
  },

  async update(db: Executor, scope, id: number, input: CatalogItemUpdate): Promise<UpdateResult<CatalogItemRecord>> {
    const { version, ...values } = input;
    const result = await versionedUpdate(db, catalogItems, eq(catalogItems.id, id), version, values);
    if (result !== 'updated') return result === STALE ? STALE : null;
    return this.find(db, scope, id);
  },

  async remove(db: Executor, _scope, id: number) {
    return (await db.delete(catalogItems).where(eq(catalogItems.id, id)).returning({ id: catalogItems.id })).length > 0;
  },

  /** Every tag in use with how many items carry it, A to Z. */
  async tags(db: Executor) {
    const rows = await db.execute(sql`select tag, count(*)::int as items from ${catalogItems}, jsonb_array_elements_text(${catalogItems.tags}) as tag group by tag order by tag`);
    return ((rows as unknown as { rows?: CatalogTagSummary[] }).rows ?? (rows as unknown as CatalogTagSummary[])).map((row) => ({ tag: String(row.tag), items: Number(row.items) }));
  },
};
