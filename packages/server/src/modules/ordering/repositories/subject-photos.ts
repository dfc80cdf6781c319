import { and, asc, eq, or } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { images, subjectFields, subjects } from '../../../db/schema';

export type SubjectRow = typeof subjects.$inferSelect;

/** A subject's own data and photos, as ordering fills and checks a package's nodes. */
export const subjectPhotosRepository = {
  async subjectOfJob(db: Executor, jobId: number, subjectId: number): Promise<SubjectRow | null> {
    const [row] = await db.select().from(subjects).where(and(eq(subjects.id, subjectId), eq(subjects.jobId, jobId)));
    return row ?? null;
  },

  /** The subject's portraits and, when in a group, the group's photos: in display order. */
  async photos(db: Executor, jobId: number, subject: SubjectRow): Promise<Array<{ id: number; subjectId: number | null }>> {
    const whose = subject.groupId === null ? eq(images.subjectId, subject.id) : or(eq(images.subjectId, subject.id), eq(images.groupId, subject.groupId));
    return db.select({ id: images.id, subjectId: images.subjectId }).from(images).where(and(eq(images.jobId, jobId), whose)).orderBy(asc(images.sortOrder), asc(images.id));
  },

  /** Portrait ids of a subject in display order (the digital downloads an order gets). */
  async portraitIds(db: Executor, subjectId: number): Promise<number[]> {
    const rows = await db.select({ id: images.id }).from(images).where(eq(images.subjectId, subjectId)).orderBy(asc(images.sortOrder), asc(images.id));
    return rows.map((row) => row.id);
  },

  async fields(db: Executor, subjectId: number): Promise<Map<string, string | null>> {
    const rows = await db.select().from(subjectFields).where(eq(subjectFields.subjectId, subjectId));
    return new Map(rows.map((f) => [f.name, f.value]));
  },
};
