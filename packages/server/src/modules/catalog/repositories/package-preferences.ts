import type { PackagePreferences } from '@shutterday/domain';
import { type PackagePreferencesUpdate } from '@shutterday/domain/staff';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { packagePreferences, packageSets } from '../../../db/schema';
import { STALE, type UpdateResult } from '../../resource/resource-repository';

/** A studio that never saved its preferences reads the defaults: no default set, prepay and gallery offered. */
export const DEFAULT_PACKAGE_PREFERENCES: PackagePreferences = { defaultPackageSetId: null, prepayAvailable: true, galleryAvailable: true, version: 1 };

export const packagePreferencesRepository = {
  async get(db: Executor, studioId: number): Promise<PackagePreferences> {
    const [row] = await db.select().from(packagePreferences).where(eq(packagePreferences.studioId, studioId));
    return row ? { defaultPackageSetId: row.defaultPackageSetId, prepayAvailable: row.prepayAvailable, galleryAvailable: row.galleryAvailable, version: row.version } : DEFAULT_PACKAGE_PREFERENCES;
  },

  /** Versioned like a resource: the first save is at version 1 (the defaults' version). */
  async save(db: Executor, studioId: number, input: PackagePreferencesUpdate): Promise<UpdateResult<PackagePreferences>> {
    const current = await packagePreferencesRepository.get(db, studioId);
    if (current.version !== input.version) return STALE;
    const values = { defaultPackageSetId: input.defaultPackageSetId, prepayAvailable: input.prepayAvailable, galleryAvailable: input.galleryAvailable };
    const [row] = await db
      .insert(packagePreferences)
      .values({ studioId, ...values, version: 2 })
      .onConflictDoUpdate({ target: packagePreferences.studioId, set: { ...values, version: input.version + 1, updatedAt: new Date() }, setWhere: eq(packagePreferences.version, input.version) })
      .returning({ id: packagePreferences.studioId });
    return row ? packagePreferencesRepository.get(db, studioId) : STALE;
  },

  async setInStudio(db: Executor, studioId: number, packageSetId: number): Promise<boolean> {
    const [row] = await db.select({ id: packageSets.id }).from(packageSets).where(and(eq(packageSets.studioId, studioId), eq(packageSets.id, packageSetId)));
    return Boolean(row);
  },
};
