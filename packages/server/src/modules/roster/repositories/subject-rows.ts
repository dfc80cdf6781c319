import { type StudioSubject, type SubjectPhoto } from '@shutterday/domain/staff';
import { asc, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { type images, subjectFields } from '../../../db/schema';
import { imageUrl } from '../../../services/images/signed-urls';

type ImageRow = typeof images.$inferSelect;

/** A photo with the signed, watermarked URLs the customer pages use (the studio sees the same derivatives). */
export function toPhoto(secret: Uint8Array, row: ImageRow): SubjectPhoto {
  return { id: row.id, type: row.type, width: row.width, height: row.height, thumbnailUrl: imageUrl(secret, row.id, 'thumbnail'), previewUrl: imageUrl(secret, row.id, 'preview') };
}

/** The data fields of these subjects, by subject id, in the order they were written. */
export async function fieldsOf(db: Executor, subjectIds: number[]): Promise<Map<number, StudioSubject['fields']>> {
  const byId = new Map<number, StudioSubject['fields']>();
  if (subjectIds.length === 0) return byId;
  const rows = await db.select().from(subjectFields).where(inArray(subjectFields.subjectId, subjectIds)).orderBy(asc(subjectFields.id));
  for (const row of rows) byId.set(row.subjectId, [...(byId.get(row.subjectId) ?? []), { name: row.name, value: row.value }]);
  return byId;
}
