import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { jobs, studios } from '../../../db/schema';

export const ACCESS_CODE_TAKEN_MESSAGE = 'This access code is already used by another job or by the studio';

/**
 * A job's access code opens that job alone on the studio landing, so it must not be another job's code
 * nor the studio's own (which opens every job). Compared ignoring case, as the landing does.
 */
export async function accessCodeTaken(db: Executor, studioId: number, code: string, exceptJobId: number): Promise<boolean> {
  const upper = code.toUpperCase();
  const [job] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.studioId, studioId), ne(jobs.id, exceptJobId), sql`upper(${jobs.accessCode}) = ${upper}`))
    .limit(1);
  if (job) return true;
  const [studio] = await db.select({ id: studios.id }).from(studios).where(and(eq(studios.id, studioId), sql`upper(${studios.accessCode}) = ${upper}`));
  return Boolean(studio);
}
