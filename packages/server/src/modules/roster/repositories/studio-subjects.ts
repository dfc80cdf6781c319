import { randomBytes } from 'node:crypto';
import { type ResourceListQuery } from '@shutterday/domain';
import { generateAccessCode, subjectImportKey, type StudioSubject, type StudioSubjectDetail, type SubjectCreate, type SubjectListQuery, type SubjectUpdate } from '@shutterday/domain/staff';
import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { likePattern, offsetOf } from '../../../db/page';
import { images, orderLines, orders, subjectFields, subjectGroups, subjects } from '../../../db/schema';
import { imageUrl } from '../../../services/images/signed-urls';
import { versionedUpdate, type ResourceScope, type UpdateResult } from '../../resource/resource-repository';
import { fieldsOf, toPhoto } from './subject-rows';

const columns = {
  subject: subjects,
  groupName: subjectGroups.name,
  // The outer table is named literally: drizzle renders an outer column unqualified here (docs/server.md).
  imageCount: sql<number>`(select count(*)::int from images i where i.subject_id = "subjects"."id")`,
  firstImage: sql<number | null>`(select min(i.id) from images i where i.subject_id = "subjects"."id")`,
};
type Row = { subject: typeof subjects.$inferSelect; groupName: string | null; imageCount: number; firstImage: number | null };

const inJob = (scope: ResourceScope, id: number) => and(eq(subjects.jobId, scope.jobId!), eq(subjects.id, id));

/**
 * Subjects never keep an empty access code: one is made for each subject that has none (camera cards print
 * it). A generated code is 8 random characters of the unambiguous alphabet (`generateAccessCode`): about
 * 8.5 × 10^11 codes, so not guessable from a neighbour's; one already held by any subject of the platform is
 * drawn again, so the home page's code box finds one child. Written in slices of one statement each, so a
 * 10,000-row import stays a few statements.
 */
export async function fillAccessCodes(db: Executor, jobId: number): Promise<void> {
  const missing = await db.select({ id: subjects.id }).from(subjects).where(and(eq(subjects.jobId, jobId), isNull(subjects.accessCode)));
  for (let start = 0; start < missing.length; start += CODE_SLICE) {
    const slice = missing.slice(start, start + CODE_SLICE);
    const codes = new Map(slice.map(({ id }) => [id, newCode()]));
    for (;;) {
      const taken = await db.select({ code: subjects.accessCode }).from(subjects).where(inArray(subjects.accessCode, [...codes.values()]));
      const held = new Set(taken.map((row) => row.code));
      const repeated = [...codes].filter(([, code], index, all) => held.has(code) || all.findIndex(([, other]) => other === code) !== index);
      if (repeated.length === 0) break;
      for (const [id] of repeated) codes.set(id, newCode());
    }
    const rows = sql.join([...codes].map(([id, code]) => sql`(${id}::int, ${code}::text)`), sql`, `);
    await db.execute(sql`update subjects set access_code = v.code from (values ${rows}) as v(id, code) where subjects.id = v.id and subjects.access_code is null`);
  }
}

const CODE_SLICE = 2000;
const newCode = () => generateAccessCode((count) => randomBytes(count));

async function groupName(db: Executor, jobId: number, groupId: number | null): Promise<string | null> {
  if (!groupId) return null;
  const [group] = await db.select({ name: subjectGroups.name }).from(subjectGroups).where(and(eq(subjectGroups.jobId, jobId), eq(subjectGroups.id, groupId)));
  return group?.name ?? null;
}

async function replaceFields(db: Executor, subjectId: number, fields: SubjectCreate['fields']): Promise<void> {
  await db.delete(subjectFields).where(eq(subjectFields.subjectId, subjectId));
  const kept = fields.filter((field) => field.value !== null);
  if (kept.length > 0) await db.insert(subjectFields).values(kept.map((field) => ({ subjectId, name: field.name, value: field.value })));
}

/** The subjects of a job as the studio manages them (the customer's search is modules/roster/routes/customer-subjects). */
export function studioSubjectsRepository(secret: Uint8Array) {
  const toSubjects = async (db: Executor, rows: Row[]): Promise<StudioSubject[]> => {
    const fields = await fieldsOf(db, rows.map((row) => row.subject.id));
    return rows.map(({ subject, groupName, imageCount, firstImage }) => ({
      id: subject.id, jobId: subject.jobId, firstName: subject.firstName, lastName: subject.lastName, groupId: subject.groupId, groupName,
      accessCode: subject.accessCode, externalId: subject.externalId, fields: fields.get(subject.id) ?? [], imageCount,
      imageThumbnailUrl: firstImage ? imageUrl(secret, firstImage, 'thumbnail') : null, version: subject.version,
    }));
  };
  const select = (db: Executor, where: SQL | undefined) => db.select(columns).from(subjects).leftJoin(subjectGroups, eq(subjectGroups.id, subjects.groupId)).where(where);

  const repository = {
    async list(db: Executor, scope: ResourceScope, query: ResourceListQuery): Promise<{ items: StudioSubject[]; total: number }> {
      const pattern = query.search ? likePattern(query.search) : null;
      const { groupId } = query as SubjectListQuery;
      const where = and(
        eq(subjects.jobId, scope.jobId!),
        groupId === 'none' ? isNull(subjects.groupId) : groupId === undefined ? undefined : eq(subjects.groupId, groupId),
        pattern ? or(ilike(sql`${subjects.firstName} || ' ' || ${subjects.lastName}`, pattern), ilike(subjects.accessCode, pattern), ilike(subjects.externalId, pattern), ilike(subjectGroups.name, pattern)) : undefined,
      );
      const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(subjects).leftJoin(subjectGroups, eq(subjectGroups.id, subjects.groupId)).where(where);
      // The page's ids first, then the photo counts of those subjects only (not of every one the OFFSET skips).
      const order = [asc(subjects.lastName), asc(subjects.firstName), asc(subjects.id)];
      const pageIds = db.select({ id: subjects.id }).from(subjects).leftJoin(subjectGroups, eq(subjectGroups.id, subjects.groupId)).where(where).orderBy(...order).limit(query.pageSize).offset(offsetOf(query)).as('page_ids');
      const rows = await db.select(columns).from(pageIds).innerJoin(subjects, eq(subjects.id, pageIds.id)).leftJoin(subjectGroups, eq(subjectGroups.id, subjects.groupId)).orderBy(...order);
      return { items: await toSubjects(db, rows), total: count?.n ?? 0 };
    },

    async byIds(db: Executor, jobId: number, ids: number[]): Promise<StudioSubject[]> {
      if (ids.length === 0) return [];
      const found = await toSubjects(db, await select(db, and(eq(subjects.jobId, jobId), inArray(subjects.id, ids))));
      const byId = new Map(found.map((subject) => [subject.id, subject]));
      return ids.map((id) => byId.get(id)!).filter(Boolean);
    },

    async find(db: Executor, scope: ResourceScope, id: number): Promise<StudioSubjectDetail | null> {
      const [row] = await select(db, inJob(scope, id));
      if (!row) return null;
      const [subject] = await toSubjects(db, [row]);
      const photos = await db.select().from(images).where(eq(images.subjectId, id)).orderBy(asc(images.sortOrder), asc(images.id));
      const groupPhotos = row.subject.groupId ? await db.select().from(images).where(eq(images.groupId, row.subject.groupId)).orderBy(asc(images.id)) : [];
      const placed = await db
        .selectDistinct({ orderNumber: orders.orderNumber, status: orders.status, total: orders.total, email: orders.email, placedAt: orders.placedAt })
        .from(orders)
        .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
        .where(eq(orderLines.subjectId, id))
        .orderBy(desc(orders.placedAt));
      return {
        ...subject!,
        images: photos.map((photo) => toPhoto(secret, photo)),
        groupImages: groupPhotos.map((photo) => toPhoto(secret, photo)),
        orders: placed.map((order) => ({ orderNumber: order.orderNumber, status: order.status, total: order.total, email: order.email, createdAt: order.placedAt.toISOString() })),
      };
    },

    async create(db: Executor, scope: ResourceScope, input: SubjectCreate): Promise<StudioSubjectDetail> {
      const jobId = scope.jobId!;
      const id = await db.transaction(async (tx) => {
        const importKey = subjectImportKey({ ...input, group: await groupName(tx, jobId, input.groupId) });
        const [row] = await tx.insert(subjects).values({ jobId, firstName: input.firstName, lastName: input.lastName, groupId: input.groupId, accessCode: input.accessCode, externalId: input.externalId, importKey }).returning({ id: subjects.id });
        await replaceFields(tx, row!.id, input.fields);
        await fillAccessCodes(tx, jobId);
        return row!.id;
      });
      return (await repository.find(db, scope, id))!;
    },

    async update(db: Executor, scope: ResourceScope, id: number, input: SubjectUpdate): Promise<UpdateResult<StudioSubjectDetail>> {
      const jobId = scope.jobId!;
      const result = await db.transaction(async (tx) => {
        const importKey = subjectImportKey({ ...input, group: await groupName(tx, jobId, input.groupId) });
        const values = { firstName: input.firstName, lastName: input.lastName, groupId: input.groupId, accessCode: input.accessCode, externalId: input.externalId, importKey };
        const outcome = await versionedUpdate(tx, subjects, inJob(scope, id), input.version, values);
        if (outcome === 'updated') {
          await replaceFields(tx, id, input.fields);
          await fillAccessCodes(tx, jobId);
        }
        return outcome;
      });
      return result === 'updated' ? (await repository.find(db, scope, id))! : result;
    },

    async remove(db: Executor, scope: ResourceScope, id: number): Promise<boolean> {
      return (await db.delete(subjects).where(inJob(scope, id)).returning({ id: subjects.id })).length > 0;
    },
  };
  return repository;
}
