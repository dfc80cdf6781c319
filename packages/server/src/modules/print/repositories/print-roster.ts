import { type JobPrintSummary } from '@shutterday/domain/staff';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { jobs, organizations, studios, subjectGroups, subjects } from '../../../db/schema';

/** What every printed page names: the studio, the organization and the job. */
export interface PrintHeader {
  jobId: number;
  jobName: string;
  organizationName: string;
  studioName: string;
  /** The studio's logo address (its file is read by the camera cards route), or null. */
  studioLogoUrl: string | null;
  /** The web address parents type, without its scheme (`photos.example.com/demo`): the studio's page, with its code box. */
  address: string;
}

export interface PrintSubject {
  id: number;
  firstName: string;
  lastName: string;
  accessCode: string | null;
  groupId: number | null;
  groupName: string | null;
}

/** A group's camera card (a class or a team): shot before the group photo, so that photo goes to the whole group. */
export interface PrintGroupCard {
  kind: 'group';
  id: number;
  name: string;
  subjectCount: number;
}

/** Subjects are read in batches of this many, so a job of any size prints in bounded memory. */
export const PRINT_BATCH_SIZE = 500;

export const printRosterRepository = {
  /** The job's header when it belongs to the studio; null otherwise (then the route answers 404). */
  async header(db: Executor, studioId: number, jobId: number, origin: string): Promise<PrintHeader | null> {
    const [row] = await db
      .select({ jobId: jobs.id, jobName: jobs.name, organizationName: organizations.name, studioName: studios.name, studioLogoUrl: studios.logoUrl, slug: studios.slug })
      .from(jobs)
      .innerJoin(organizations, eq(organizations.id, jobs.organizationId))
      .innerJoin(studios, eq(studios.id, jobs.studioId))
      .where(and(eq(jobs.id, jobId), eq(jobs.studioId, studioId)));
    if (!row) return null;
    const { slug, ...rest } = row;
    return { ...rest, address: `${origin.replace(/^https?:\/\//, '')}/${slug}` };
  },

  async summary(db: Executor, header: PrintHeader): Promise<JobPrintSummary> {
    const [counts] = await db
      .select({
        subjectCount: sql<number>`count(*)::int`,
        ungroupedCount: sql<number>`count(*) filter (where ${subjects.groupId} is null)::int`,
        withoutAccessCodeCount: sql<number>`count(*) filter (where coalesce(trim(${subjects.accessCode}), '') = '')::int`,
      })
      .from(subjects)
      .where(eq(subjects.jobId, header.jobId));
    const [groups] = await db.select({ count: sql<number>`count(*)::int` }).from(subjectGroups).where(eq(subjectGroups.jobId, header.jobId));
    return { jobId: header.jobId, jobName: header.jobName, groupCount: groups?.count ?? 0, ...counts! };
  },

  /** The job's groups by name, each with how many subjects it holds (empty groups too). */
  async groups(db: Executor, jobId: number): Promise<Array<{ id: number; name: string; subjectCount: number }>> {
    return db
      .select({ id: subjectGroups.id, name: subjectGroups.name, subjectCount: sql<number>`(select count(*)::int from subjects s where s.group_id = "subject_groups"."id")` })
      .from(subjectGroups)
      .where(eq(subjectGroups.jobId, jobId))
      .orderBy(asc(sql`lower(${subjectGroups.name})`), asc(subjectGroups.id));
  },

  /**
   * Every subject of the job (or of one group; `null` = those in no group), in print order: by group
   * name (no group last), then last and first name. Only the ordered ids are read at once; the rows
   * follow in batches.
   */
  async *subjects(db: Executor, jobId: number, groupId?: number | null): AsyncGenerator<PrintSubject> {
    const inGroup = groupId === undefined ? undefined : groupId === null ? isNull(subjects.groupId) : eq(subjects.groupId, groupId);
    const ordered = await db
      .select({ id: subjects.id })
      .from(subjects)
      .leftJoin(subjectGroups, eq(subjectGroups.id, subjects.groupId))
      .where(and(eq(subjects.jobId, jobId), inGroup))
      .orderBy(sql`lower(${subjectGroups.name}) asc nulls last`, asc(subjectGroups.id), asc(sql`lower(${subjects.lastName})`), asc(sql`lower(${subjects.firstName})`), asc(subjects.id));
    for (let start = 0; start < ordered.length; start += PRINT_BATCH_SIZE) {
      const ids = ordered.slice(start, start + PRINT_BATCH_SIZE).map((row) => row.id);
      const rows = await db
        .select({ id: subjects.id, firstName: subjects.firstName, lastName: subjects.lastName, accessCode: subjects.accessCode, groupId: subjects.groupId, groupName: subjectGroups.name })
        .from(subjects)
        .leftJoin(subjectGroups, eq(subjectGroups.id, subjects.groupId))
        .where(and(eq(subjects.jobId, jobId), inArray(subjects.id, ids)));
      const byId = new Map(rows.map((row) => [row.id, row]));
      for (const id of ids) {
        const row = byId.get(id);
        // A subject deleted while the PDF is being drawn is simply left out.
        if (row) yield row;
      }
    }
  },
};
