import { studioJobDefaults } from '@shutterday/domain/staff';
import { type OrganizationJobDefaults, type OrganizationJobDefaultsUpdate } from '@shutterday/domain/staff';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { organizationJobDefaults, organizations } from '../../../db/schema';
import { packagePreferencesRepository } from '../../catalog';
import { STALE, type UpdateResult } from '../../resource/resource-repository';

type Row = typeof organizationJobDefaults.$inferSelect;

function toDefaults(row: Row): OrganizationJobDefaults {
  return {
    prepay: { available: row.prepayAvailable, importedData: row.prepayImportedData, opensDaysBefore: row.prepayOpensDaysBefore, closesDaysAfter: row.prepayClosesDaysAfter },
    gallery: { available: row.galleryAvailable, enableYearBookPoseSelection: row.enableYearBookPoseSelection, poseSelectionDeadlineDays: row.poseSelectionDeadlineDays },
    saved: true,
    version: row.version,
  };
}

/** An organization's defaults for its new jobs; until it saves its own it reads the studio's (version 1). */
export const organizationJobDefaultsRepository = {
  /** null when the organization is not one of the studio's. */
  async get(db: Executor, studioId: number, organizationId: number): Promise<OrganizationJobDefaults | null> {
    const [row] = await db
      .select({ id: organizations.id, defaults: organizationJobDefaults })
      .from(organizations)
      .leftJoin(organizationJobDefaults, eq(organizationJobDefaults.organizationId, organizations.id))
      .where(and(eq(organizations.studioId, studioId), eq(organizations.id, organizationId)));
    if (!row) return null;
    if (row.defaults) return toDefaults(row.defaults);
    return { ...studioJobDefaults(await packagePreferencesRepository.get(db, studioId)), saved: false, version: 1 };
  },

  /** Versioned like a resource: the first save is at version 1, the version an unsaved organization reads. */
  async save(db: Executor, studioId: number, organizationId: number, input: OrganizationJobDefaultsUpdate): Promise<UpdateResult<OrganizationJobDefaults>> {
    const current = await organizationJobDefaultsRepository.get(db, studioId, organizationId);
    if (!current) return null;
    if (current.version !== input.version) return STALE;
    const { prepay, gallery } = input;
    const values = {
      prepayAvailable: prepay.available,
      prepayImportedData: prepay.importedData,
      prepayOpensDaysBefore: prepay.opensDaysBefore,
      prepayClosesDaysAfter: prepay.closesDaysAfter,
      galleryAvailable: gallery.available,
      enableYearBookPoseSelection: gallery.enableYearBookPoseSelection,
      poseSelectionDeadlineDays: gallery.poseSelectionDeadlineDays,
    };
    // Two first saves race on the insert; the loser's conditional update matches nothing: STALE.
    const [row] = await db
      .insert(organizationJobDefaults)
      .values({ organizationId, ...values, version: 2 })
      .onConflictDoUpdate({
        target: organizationJobDefaults.organizationId,
        set: { ...values, version: input.version + 1, updatedAt: new Date() },
        setWhere: eq(organizationJobDefaults.version, input.version),
      })
      .returning();
    return row ? toDefaults(row) : STALE;
  },
};
