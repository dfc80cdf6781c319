import type { ResourceListQuery } from '@shutterday/domain';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';

/** The path parameters that place a resource: always its studio, sometimes a parent (organizationId, jobId…). */
export type ResourceScope = { studioId: number } & Record<string, number>;

/** What `update` answers when the record exists but its version moved on since the caller read it. */
export const STALE = Symbol('stale');
export type UpdateResult<TRecord> = TRecord | null | typeof STALE;

/**
 * The repository a resource's routes run on. Every method filters by the scope, so an id of another
 * studio (or another parent) is "not found". `create` is also what a test fixture calls to make one.
 */
export interface ResourceRepository<TRecord, TCreate, TUpdate> {
  list(db: Executor, scope: ResourceScope, query: ResourceListQuery): Promise<{ items: TRecord[]; total: number }>;
  find(db: Executor, scope: ResourceScope, id: number): Promise<TRecord | null>;
  create(db: Executor, scope: ResourceScope, input: TCreate): Promise<TRecord>;
  /** null when no record of the scope has this id; STALE when the input's record version is not the stored one. */
  update(db: Executor, scope: ResourceScope, id: number, input: TUpdate): Promise<UpdateResult<TRecord>>;
  /** false when no record of the scope has this id. */
  remove(db: Executor, scope: ResourceScope, id: number): Promise<boolean>;
}

/** A table with a record version: `version`, or `recordVersion` where the record has a `version` of its own (jobs). */
type VersionedTable = PgTable & { id: PgColumn; updatedAt: PgColumn } & ({ version: PgColumn } | { recordVersion: PgColumn });

/** The property and column of a table's record version. */
export function versionColumnOf(table: VersionedTable): { key: string; column: PgColumn } {
  return 'recordVersion' in table ? { key: 'recordVersion', column: table.recordVersion } : { key: 'version', column: table.version };
}

/**
 * The compare-and-set of optimistic concurrency: writes `values` only while the stored version is the one
 * the caller read, bumping it; otherwise tells "gone" (null) from "changed by someone else" (STALE).
 */
export async function versionedUpdate(
  db: Executor,
  table: VersionedTable,
  where: SQL | undefined,
  version: number,
  values: Record<string, unknown>,
): Promise<'updated' | null | typeof STALE> {
  const { key, column } = versionColumnOf(table);
  const updated = await db
    .update(table)
    .set({ ...values, [key]: sql`${column} + 1`, updatedAt: new Date() } as never)
    .where(and(where, eq(column, version)))
    .returning({ id: table.id });
  if (updated.length > 0) return 'updated';
  const [exists] = await db.select({ id: table.id }).from(table as PgTable).where(where);
  return exists ? STALE : null;
}

/** Whether another record in `scope` already has `value` in `column`, ignoring case (names and codes). */
export async function valueTaken(db: Executor, table: PgTable & { id: PgColumn }, column: PgColumn, scope: SQL, value: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(scope, sql`lower(${column}) = lower(${value})`, exceptId ? sql`${table.id} <> ${exceptId}` : undefined))
    .limit(1);
  return Boolean(row);
}
