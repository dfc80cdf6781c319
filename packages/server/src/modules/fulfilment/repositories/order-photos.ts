import { asc, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { images } from '../../../db/schema';

export interface OrderPhoto {
  width: number | null;
  height: number | null;
  /** "Pose 2": the child's second photo in the order the parent saw them (sort order, then upload); "Group photo"; null for neither. */
  label: string | null;
  fileName: string | null;
}

/** The photos an order names, by id: their size, file name and what they are to the people printing them. */
export async function orderPhotos(db: Executor, ids: number[]): Promise<Map<number, OrderPhoto>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: images.id, width: images.width, height: images.height, fileName: images.fileName, subjectId: images.subjectId, groupId: images.groupId }).from(images).where(inArray(images.id, ids));
  const subjectIds = [...new Set(rows.flatMap((row) => (row.subjectId === null ? [] : [row.subjectId])))];
  // The children's photos in display order, as the parent's pose choice numbers them (ordering subject-photos).
  const portraits = subjectIds.length ? await db.select({ id: images.id, subjectId: images.subjectId }).from(images).where(inArray(images.subjectId, subjectIds)).orderBy(asc(images.sortOrder), asc(images.id)) : [];
  const poseOf = (id: number, subjectId: number) => portraits.filter((p) => p.subjectId === subjectId).findIndex((p) => p.id === id) + 1;
  return new Map(
    rows.map((row) => [
      row.id,
      { width: row.width, height: row.height, fileName: row.fileName, label: row.subjectId !== null ? `Pose ${poseOf(row.id, row.subjectId)}` : row.groupId !== null ? 'Group photo' : null },
    ]),
  );
}
