import { packageDisplayName, type CartPackage, type CustomerPackage } from '@shutterday/domain';
import type { PackageChange } from '@shutterday/domain/package-change';
import type { PackageDraft } from './package-draft';

/**
 * The package that now stands where a cart line's package stood, when the studio changed it since the
 * parent chose it: the line's package is no longer offered, and an offered package of the same name
 * and kind (standard or add-on type) took its place. Null while the line's own package is still offered,
 * or when nothing took its place.
 */
export function replacementOf(line: CartPackage, offered: readonly CustomerPackage[], lineName: string | undefined): CustomerPackage | null {
  if (offered.some((p) => p.id === line.packageId)) return null;
  const kind = line.addon?.type ?? 'standard';
  return offered.find((p) => packageDisplayName(p) === lineName && (p.packageAddon?.type ?? 'standard') === kind) ?? null;
}

/** The current package's first draft with the parent's choices that still fit laid over it. */
export function carriedDraft(initial: PackageDraft, change: PackageChange): PackageDraft {
  const images = { ...initial.images };
  for (const [id, carried] of Object.entries(change.images)) {
    if (images[Number(id)]) images[Number(id)] = { subjectImageId: carried.subjectImageId, groupImageId: carried.groupImageId, crop: carried.cropDimensions, rotation: carried.rotation };
  }
  const texts = { ...initial.texts };
  for (const [id, value] of Object.entries(change.texts)) if (texts[Number(id)] !== undefined) texts[Number(id)] = value;
  return { ...initial, images, texts };
}
