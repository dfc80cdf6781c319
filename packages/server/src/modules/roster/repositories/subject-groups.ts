import { type ResourceListQuery } from '@shutterday/domain';
import { subjectImportKey, type SubjectGroup, type SubjectGroupCreate, type SubjectGroupUpdate } from '@shutterday/domain/staff';
import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { likePattern, offsetOf } from '../../../db/page';
import { images, subjectGroups, subjects } from '../../../db/schema';
import { valueTaken, versionedUpdate, type ResourceScope, type UpdateResult } from '../../resource/resource-repository';
import { toPhoto } from './subject-rows';

const inJob = (scope: ResourceScope, id: number) => and(eq(subjectGroups.jobId, scope.jobId!), eq(subjectGroups.id, id));

/**
 * A re-import finds subjects by names and group (domain subjectImportKey), so the members' keys follow
 * their group's name when it is renamed, and lose it when the group is deleted.
 */
export async function refreshImportKeys(db: Executor, groupId: number, name: string | null): Promise<void> {
  const members = await db.select({ id: subjects.id, firstName: subjects.firstName, lastName: subjects.lastName, externalId: subjects.externalId }).from(subjects).where(eq(subjects.groupId, groupId));
  if (members.length === 0) return;
  const keys = members.map((member) => subjectImportKey({ ...member, group: name }));
  await db.execute(sql`update subjects set import_key = k.key from unnest(${`{${members.map((m) => m.id).join(',')}}`}::int[], ${toTextArray(keys)}::text[]) as k(id, key) where subjects.id = k.id`);
}

/** A Postgres text[] literal (every element quoted), so one parameter carries the whole list. */
export function toTextArray(values: Array<string | null>): string {
  return `{${values.map((value) => (value === null ? 'NULL' : `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`)).join(',')}}`;
}

/** Classes and teams of a job, with member counts and group photos. */
export function subjectGroupsRepository(secret: Uint8Array) {
  const withDetails = async (db: Executor, rows: Array<typeof subjectGroups.$inferSelect & { memberCount: number }>): Promise<SubjectGroup[]> => {
    const ids = rows.map((row) => row.id);
    const photos = ids.length ? await db.select().from(images).where(inArray(images.groupId, ids)).orderBy(asc(images.id)) : [];
    return rows.map((row) => ({
      id: row.id, jobId: row.jobId, name: row.name, memberCount: row.memberCount, version: row.version,
      images: photos.filter((photo) => photo.groupId === row.id).map((photo) => toPhoto(secret, photo)),
    }));
  };
  const columns = { ...{ id: subjectGroups.id, jobId: subjectGroups.jobId, name: subjectGroups.name, version: subjectGroups.version, updatedAt: subjectGroups.updatedAt },
    memberCount: sql<number>`(select count(*)::int from subjects s where s.group_id = "subject_groups"."id")` };

  const repository = {
    async list(db: Executor, scope: ResourceScope, query: ResourceListQuery): Promise<{ items: SubjectGroup[]; total: number }> {
      const where = and(eq(subjectGroups.jobId, scope.jobId!), query.search ? ilike(subjectGroups.name, likePattern(query.search)) : undefined);
      const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(subjectGroups).where(where);
      const rows = await db.select(columns).from(subjectGroups).where(where).orderBy(asc(subjectGroups.name), asc(subjectGroups.id)).limit(query.pageSize).offset(offsetOf(query));
      return { items: await withDetails(db, rows), total: count?.n ?? 0 };
    },

    async find(db: Executor, scope: ResourceScope, id: number): Promise<SubjectGroup | null> {
      const rows = await db.select(columns).from(subjectGroups).where(inJob(scope, id));
      return rows.length ? (await withDetails(db, rows))[0]! : null;
    },

    async create(db: Executor, scope: ResourceScope, input: SubjectGroupCreate): Promise<SubjectGroup> {
      const [row] = await db.insert(subjectGroups).values({ jobId: scope.jobId!, name: input.name }).returning({ id: subjectGroups.id });
      return (await repository.find(db, scope, row!.id))!;
    },

    async update(db: Executor, scope: ResourceScope, id: number, input: SubjectGroupUpdate): Promise<UpdateResult<SubjectGroup>> {
      const result = await db.transaction(async (tx) => {
        const outcome = await versionedUpdate(tx, subjectGroups, inJob(scope, id), input.version, { name: input.name });
        if (outcome === 'updated') await refreshImportKeys(tx, id, input.name);
        return outcome;
      });
      return result === 'updated' ? (await repository.find(db, scope, id))! : result;
    },

    async remove(db: Executor, scope: ResourceScope, id: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        await refreshImportKeys(tx, id, null);
        return (await tx.delete(subjectGroups).where(inJob(scope, id)).returning({ id: subjectGroups.id })).length > 0;
      });
    },

    async nameTaken(db: Executor, jobId: number, name: string, exceptId?: number): Promise<boolean> {
      return valueTaken(db, subjectGroups, subjectGroups.name, eq(subjectGroups.jobId, jobId), name, exceptId);
    },

    /**
     * The name of a member who, once the group is deleted, would share the import key of another subject
     * of the job (the same names, no group): the delete would break subjects_job_import_key_unique.
     */
    async memberWhoWouldCollide(db: Executor, jobId: number, id: number): Promise<string | null> {
      const members = await db.select({ firstName: subjects.firstName, lastName: subjects.lastName, externalId: subjects.externalId }).from(subjects).where(eq(subjects.groupId, id));
      const keys = new Map(members.map((member) => [subjectImportKey({ ...member, group: null }), `${member.firstName} ${member.lastName}`]));
      if (keys.size === 0) return null;
      const [taken] = await db
        .select({ importKey: subjects.importKey })
        .from(subjects)
        .where(and(eq(subjects.jobId, jobId), sql`${subjects.groupId} is distinct from ${id}`, inArray(subjects.importKey, [...keys.keys()])))
        .limit(1);
      return taken ? keys.get(taken.importKey!)! : null;
    },

    async hasPhotos(db: Executor, id: number): Promise<boolean> {
      const [photo] = await db.select({ id: images.id }).from(images).where(eq(images.groupId, id)).limit(1);
      return Boolean(photo);
    },
  };
  return repository;
}
