import type { ResourceListQuery } from '@shutterday/domain';
import type { DefinedFieldCreate, DefinedFieldRecord, DefinedFieldUpdate } from '@shutterday/domain/staff';
import { asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { likePattern, offsetOf } from '../../../db/page';
import { definedFields } from '../../../db/schema';
import { STALE, versionedUpdate, type ResourceRepository, type UpdateResult } from '../../resource/resource-repository';

type Row = typeof definedFields.$inferSelect;
const toRecord = ({ id, name, label, required, type, options, version }: Row): DefinedFieldRecord => ({ id, name, label, required, type, options, version });

/**
 * The platform's defined fields (system admin): preorder questions staff copy into a job's prefields. The
 * scope is empty: one library for every studio. A job keeps its copy, so a definition is freely edited or deleted.
 */
export const definedFieldsRepository: ResourceRepository<DefinedFieldRecord, DefinedFieldCreate, DefinedFieldUpdate> = {
  async list(db: Executor, _scope, query: ResourceListQuery) {
    const where = query.search ? or(ilike(definedFields.label, likePattern(query.search)), ilike(definedFields.name, likePattern(query.search))) : undefined;
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(definedFields).where(where);
    const rows = await db.select().from(definedFields).where(where).orderBy(asc(definedFields.label), asc(definedFields.id)).limit(query.pageSize).offset(offsetOf(query));
    return { items: rows.map(toRecord), total: count?.n ?? 0 };
  },

  async find(db: Executor, _scope, id: number) {
    const [row] = await db.select().from(definedFields).where(eq(definedFields.id, id));
    return row ? toRecord(row) : null;
  },

  async create(db: Executor, _scope, input: DefinedFieldCreate) {
    const [row] = await db.insert(definedFields).values(input).returning();
    return toRecord(row!);
  },

  async update(db: Executor, scope, id: number, input: DefinedFieldUpdate): Promise<UpdateResult<DefinedFieldRecord>> {
    const { version, ...values } = input;
    const result = await versionedUpdate(db, definedFields, eq(definedFields.id, id), version, values);
    if (result !== 'updated') return result === STALE ? STALE : null;
    return this.find(db, scope, id);
  },

  async remove(db: Executor, _scope, id: number) {
    return (await db.delete(definedFields).where(eq(definedFields.id, id)).returning({ id: definedFields.id })).length > 0;
  },
};
