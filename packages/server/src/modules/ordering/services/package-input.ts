import {
  filterTextInput, normalizeRotation, photoPlaceHolds, startingChildPhoto, roundCrop, type CartPackageCreateParsed, type Crop, type ImageNodeInputParsed,
} from '@shutterday/domain';
import type { Executor } from '../../../db/client';
import { badRequest } from '../../../http/http-error';
import { subjectPhotosRepository, type SubjectRow } from '../repositories/subject-photos';

/** Spec §8: a cart package posted with no matching item or subject answers this. */
export const GENERIC_ERROR = 'An error occurred';

export interface SubjectImages {
  subject: SubjectRow;
  individual: number[];
  group: number[];
  fields: Map<string, string | null>;
}

export async function loadSubjectImages(db: Executor, jobId: number, subjectId: number): Promise<SubjectImages> {
  const subject = await subjectPhotosRepository.subjectOfJob(db, jobId, subjectId);
  if (!subject) throw badRequest(GENERIC_ERROR);
  const rows = await subjectPhotosRepository.photos(db, jobId, subject);
  const fields = await subjectPhotosRepository.fields(db, subject.id);
  return {
    subject,
    individual: rows.filter((r) => r.subjectId === subject.id).map((r) => r.id),
    group: rows.filter((r) => r.subjectId !== subject.id).map((r) => r.id),
    fields,
  };
}

/** An image id the customer chose must be one of this subject's photos (or their group's): 400 otherwise. */
export function checkImage(owner: SubjectImages, id: number | null | undefined, kind: 'individual' | 'group'): number | null {
  if (id === null || id === undefined) return null;
  if (!owner[kind].includes(id)) throw badRequest(GENERIC_ERROR);
  return id;
}

type ImageNodeInput = ImageNodeInputParsed;

export function cropOf(value: Crop | string | null | undefined): Crop | null {
  if (!value || typeof value === 'string') return null;
  return roundCrop(value);
}

/** A catalogue place filled from what was posted, else as it starts (`startingChildPhoto`; a group place the group photo). */
export function fillImageNode(owner: SubjectImages, node: { name: string; static: boolean }, posted: ImageNodeInput | undefined) {
  if (posted) {
    return {
      subjectImageId: checkImage(owner, posted.subjectImageId, 'individual'),
      groupImageId: checkImage(owner, posted.groupImageId, 'group'),
      replacementImageId: checkImage(owner, posted.replacementImageId, 'individual'),
      cropDimensions: cropOf(posted.cropDimensions as Crop | string | null | undefined),
      frontendCropDimensions: cropOf(posted.frontendCropDimensions),
      rotation: normalizeRotation(posted.rotation ?? 0),
    };
  }
  const subjectImageId = startingChildPhoto(node, owner.individual);
  const groupImageId = photoPlaceHolds(node) === 'group' ? (owner.group[0] ?? null) : null;
  return { subjectImageId, groupImageId, replacementImageId: null, cropDimensions: null, frontendCropDimensions: null, rotation: 0 };
}

/** Text from the subject's data for a pre-filled node (fullName, firstName, lastName or a field's name). */
export function defaultText(owner: SubjectImages, dataSource: string | null): string | null {
  if (!dataSource) return null;
  const { firstName, lastName } = owner.subject;
  if (dataSource === 'fullName') return `${firstName} ${lastName}`;
  if (dataSource === 'firstName') return firstName;
  if (dataSource === 'lastName') return lastName;
  return owner.fields.get(dataSource) ?? null;
}

/** Customer text is stored as the input filter leaves it (no tildes, trimmed). */
export function cleanText(value: string | null): string | null {
  if (value === null) return null;
  return filterTextInput(value, 'text').trim();
}

export type CreateInput = CartPackageCreateParsed;
