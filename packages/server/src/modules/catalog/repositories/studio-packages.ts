import type { ResourceListQuery, StudioPackage } from '@shutterday/domain';
import { type PackageCreate } from '@shutterday/domain/staff';
import { type PackageUpdate } from '@shutterday/domain/staff';
import { and, eq, ilike, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import { likePattern, offsetOf } from '../../../db/page';
import { packageAddons, packages } from '../../../db/schema';
import { STALE, type ResourceRepository, type ResourceScope, type UpdateResult } from '../../resource/resource-repository';
import { insertPackageContents, loadStudioPackages, packageInUse, removePackageContents } from './package-rows';

const inStudio = (studioId: number, id: number) => and(eq(packages.studioId, studioId), eq(packages.id, id));
const fields = (input: PackageCreate) => ({ name: input.name, altName: input.altName, altDescription: input.altDescription, retailCost: input.retailCost, allowConsumerCrop: input.allowConsumerCrop });

/**
 * The studio's packages (current versions; archived ones are found by id only). A package that orders or
 * carts hold is never changed: an update archives it and answers a new version that takes its place in its
 * set; a delete archives it. Otherwise both act in place.
 */
export const studioPackagesRepository = {
  async list(db: Executor, scope: ResourceScope, query: ResourceListQuery): Promise<{ items: StudioPackage[]; total: number }> {
    const where = and(
      eq(packages.studioId, scope.studioId),
      isNull(packages.archivedAt),
      query.search ? ilike(packages.name, likePattern(query.search)) : undefined,
      query.type ? sql`exists (select 1 from ${packageAddons} where ${packageAddons.packageId} = "packages"."id" and ${packageAddons.type}::text = ${query.type})` : undefined,
    );
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(packages).where(where);
    return { items: await loadStudioPackages(db, where, { limit: query.pageSize, offset: offsetOf(query) }), total: count?.n ?? 0 };
  },

  async find(db: Executor, scope: ResourceScope, id: number): Promise<StudioPackage | null> {
    return (await loadStudioPackages(db, inStudio(scope.studioId, id)))[0] ?? null;
  },

  async create(db: Executor, scope: ResourceScope, input: PackageCreate): Promise<StudioPackage> {
    return (db as Database).transaction(async (tx) => {
      const [row] = await tx.insert(packages).values({ studioId: scope.studioId, ...fields(input) }).returning({ id: packages.id });
      await insertPackageContents(tx, row!.id, input);
      return (await studioPackagesRepository.find(tx, scope, row!.id))!;
    });
  },

  async update(db: Executor, scope: ResourceScope, id: number, input: PackageUpdate): Promise<UpdateResult<StudioPackage>> {
    return (db as Database).transaction(async (tx) => {
      const [current] = await tx.select({ pkg: packages, inUse: packageInUse }).from(packages).where(inStudio(scope.studioId, id)).for('update');
      if (!current) return null;
      // An archived package was replaced or deleted meanwhile: whoever saves it read an old state.
      if (current.pkg.archivedAt || current.pkg.version !== input.version) return STALE;
      const version = current.pkg.version + 1;
      if (current.inUse) {
        await tx.update(packages).set({ packageSetId: null, archivedAt: new Date(), updatedAt: new Date() }).where(eq(packages.id, id));
        const [row] = await tx
          .insert(packages)
          .values({ studioId: scope.studioId, ...fields(input), packageSetId: current.pkg.packageSetId, sortOrder: current.pkg.sortOrder, version, replacesPackageId: id })
          .returning({ id: packages.id });
        await insertPackageContents(tx, row!.id, input);
        return (await studioPackagesRepository.find(tx, scope, row!.id))!;
      }
      await tx.update(packages).set({ ...fields(input), version, updatedAt: new Date() }).where(eq(packages.id, id));
      await removePackageContents(tx, id);
      await insertPackageContents(tx, id, input);
      return (await studioPackagesRepository.find(tx, scope, id))!;
    });
  },

  async remove(db: Executor, scope: ResourceScope, id: number): Promise<boolean> {
    return (db as Database).transaction(async (tx) => {
      const [current] = await tx.select({ inUse: packageInUse }).from(packages).where(and(inStudio(scope.studioId, id), isNull(packages.archivedAt))).for('update');
      if (!current) return false;
      if (current.inUse) {
        await tx.update(packages).set({ packageSetId: null, archivedAt: new Date(), updatedAt: new Date() }).where(eq(packages.id, id));
      } else {
        await tx.delete(packages).where(eq(packages.id, id));
      }
      return true;
    });
  },
} satisfies ResourceRepository<StudioPackage, PackageCreate, PackageUpdate>;
