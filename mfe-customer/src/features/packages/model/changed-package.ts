import { preorderFieldProblems, YEARBOOK_POSE_FIELD, type CartPackage, type CustomerPackage, type CustomerSubject, type OrderAnswer, type PreorderField } from '@shutterday/domain';
import type { PackageChange } from '@shutterday/domain/package-change';
import type { PackageDraft } from './package-draft';

/**
 * The package that now stands where a cart line's package stood, when the studio changed it since the
 * parent chose it: the server names the newest version of the line's package (`replacedBy`, from the
 * catalogue's `replacesPackageId`), and the job offers it. Null while the line's own package is still
 * offered, or when what replaced it is not offered.
 */
export function replacementOf(line: CartPackage, offered: readonly CustomerPackage[], replacedBy: Readonly<Record<number, number>>): CustomerPackage | null {
  if (offered.some((p) => p.id === line.packageId)) return null;
  const current = replacedBy[line.packageId];
  return current === undefined ? null : (offered.find((p) => p.id === current) ?? null);
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

/**
 * The line's answers carried to the current package (the job's questions do not belong to a package, so a
 * changed package keeps them): each answer to a question the job still asks that is still a valid answer
 * (a choice still offered), and the yearbook pose while it is still one of the child's photos.
 */
export function keptAnswers(answers: readonly OrderAnswer[], fields: readonly PreorderField[], subject: CustomerSubject): Pick<PackageDraft, 'answers' | 'yearbookImageId'> {
  const kept: PackageDraft['answers'] = {};
  for (const field of fields) {
    const answer = answers.find((a) => a.name === field.name);
    if (answer?.value && preorderFieldProblems([field], [answer]).length === 0) kept[field.name] = answer.value;
  }
  const pose = Number(answers.find((a) => a.name === YEARBOOK_POSE_FIELD)?.value);
  return { answers: kept, yearbookImageId: subject.images.some((photo) => photo.id === pose) ? pose : null };
}
