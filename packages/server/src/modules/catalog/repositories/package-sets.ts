import type { PackageSet, PackageSetWithPackages, ResourceListQuery } from '@shutterday/domain';
import { type PackageSetCreate, type PackageSetPackagesUpdate, type PackageSetUpdate } from '@shutterday/domain/staff';
import { and, asc, eq, ilike, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import { likePattern, offsetOf } from '../../../db/page';
import { jobPackageSets, packages, packageSets } from '../../../db/schema';
import { STALE, versionedUpdate, type ResourceRepository, type ResourceScope, type UpdateResult, valueTaken } from '../../resource/resource-repository';
import { loadStudioPackages } from './package-rows';

const packageCount = sql<number>`(select count(*)::int from ${packages} where ${packages.packageSetId} = "package_sets"."id" and ${packages.archivedAt} is null)`;
const inStudio = (studioId: number, id: number) => and(eq(packageSets.studioId, studioId), eq(packageSets.id, id));
const select = (db: Executor) => db.select({ id: packageSets.id, name: packageSets.name, version: packageSets.version, packageCount }).from(packageSets);

/** What refuses a set's packages: an id that is not a current package of the studio. */
export class UnknownPackageError extends Error {}

export const packageSetsRepository = {
  async list(db: Executor, scope: ResourceScope, query: ResourceListQuery): Promise<{ items: PackageSet[]; total: number }> {
    const where = and(eq(packageSets.studioId, scope.studioId), query.search ? ilike(packageSets.name, likePattern(query.search)) : undefined);
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(packageSets).where(where);
    const items = await select(db).where(where).orderBy(asc(packageSets.name), asc(packageSets.id)).limit(query.pageSize).offset(offsetOf(query));
    return { items, total: count?.n ?? 0 };
  },

  async find(db: Executor, scope: ResourceScope, id: number): Promise<PackageSet | null> {
    const [row] = await select(db).where(inStudio(scope.studioId, id));
    return row ?? null;
  },

  async create(db: Executor, scope: ResourceScope, input: PackageSetCreate): Promise<PackageSet> {
    const [row] = await db.insert(packageSets).values({ studioId: scope.studioId, name: input.name }).returning({ id: packageSets.id });
    return (await packageSetsRepository.find(db, scope, row!.id))!;
  },

  async update(db: Executor, scope: ResourceScope, id: number, input: PackageSetUpdate): Promise<UpdateResult<PackageSet>> {
    const result = await versionedUpdate(db, packageSets, inStudio(scope.studioId, id), input.version, { name: input.name });
    return result === 'updated' ? (await packageSetsRepository.find(db, scope, id))! : result;
  },

  async remove(db: Executor, scope: ResourceScope, id: number): Promise<boolean> {
    const removed = await db.delete(packageSets).where(inStudio(scope.studioId, id)).returning({ id: packageSets.id });
    return removed.length > 0;
  },

  async nameTaken(db: Executor, studioId: number, name: string, exceptId?: number): Promise<boolean> {
    return valueTaken(db, packageSets, packageSets.name, eq(packageSets.studioId, studioId), name, exceptId);
  },

  async assignedToJobs(db: Executor, id: number): Promise<boolean> {
    const [row] = await db.select({ jobId: jobPackageSets.jobId }).from(jobPackageSets).where(eq(jobPackageSets.packageSetId, id)).limit(1);
    return Boolean(row);
  },

  async withPackages(db: Executor, scope: ResourceScope, id: number): Promise<PackageSetWithPackages | null> {
    const set = await packageSetsRepository.find(db, scope, id);
    if (!set) return null;
    return { ...set, packages: await loadStudioPackages(db, and(eq(packages.packageSetId, id), isNull(packages.archivedAt))) };
  },

  /**
   * The set holds exactly `packageIds`, in that order (add, remove and order in one write, versioned like the
   * set). A package belongs to one set at a time, so adding one moves it here from any other set.
   */
  async setPackages(db: Executor, scope: ResourceScope, id: number, input: PackageSetPackagesUpdate): Promise<UpdateResult<PackageSetWithPackages>> {
    return (db as Database).transaction(async (tx) => {
      const result = await versionedUpdate(tx, packageSets, inStudio(scope.studioId, id), input.version, {});
      if (result !== 'updated') return result === null ? null : STALE;
      if (input.packageIds.length) {
        const known = await tx
          .select({ id: packages.id })
          .from(packages)
          .where(and(eq(packages.studioId, scope.studioId), isNull(packages.archivedAt), inArray(packages.id, input.packageIds)));
        if (known.length !== input.packageIds.length) throw new UnknownPackageError();
      }
      await tx
        .update(packages)
        .set({ packageSetId: null, sortOrder: 0 })
        .where(and(eq(packages.packageSetId, id), input.packageIds.length ? notInArray(packages.id, input.packageIds) : undefined));
      for (const [index, packageId] of input.packageIds.entries()) {
        await tx.update(packages).set({ packageSetId: id, sortOrder: index }).where(eq(packages.id, packageId));
      }
      return (await packageSetsRepository.withPackages(tx, scope, id))!;
    });
  },
} satisfies ResourceRepository<PackageSet, PackageSetCreate, PackageSetUpdate> & Record<string, unknown>;
