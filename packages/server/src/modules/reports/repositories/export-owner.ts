import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { jobs, studios } from '../../../db/schema';

/** Whose an export is, for its file name: the job's name when it is one job's, else the studio's. */
export async function exportOwnerName(db: Executor, owner: { studioId: number; jobId?: number | null }): Promise<string> {
  const [row] = owner.jobId
    ? await db.select({ name: jobs.name }).from(jobs).where(eq(jobs.id, owner.jobId))
    : await db.select({ name: studios.name }).from(studios).where(eq(studios.id, owner.studioId));
  return row?.name ?? '';
}
