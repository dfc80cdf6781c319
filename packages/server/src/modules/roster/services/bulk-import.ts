import { ROSTER_MESSAGES } from '@shutterday/domain/staff';
import { importRowName, subjectImportKey, type SubjectBulkRow } from '@shutterday/domain/staff';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import { subjectFields, subjectGroups, subjects } from '../../../db/schema';
import { badRequest, HttpError } from '../../../http/http-error';
import { toTextArray } from '../repositories/subject-groups';
import { fillAccessCodes } from '../repositories/studio-subjects';

export interface BulkOutcome {
  created: number;
  updated: number;
  /** The written subjects' ids, in the order of the rows. */
  ids: number[];
}

/** At most this many refusals are answered for one request: enough to fix a file, short enough to read. */
const REFUSALS_SHOWN = 20;

/** Two rows of one request may not describe one subject (or share an access code): the upsert could not tell which wins. */
function refuseRepeats(rows: SubjectBulkRow[]): void {
  const problems: string[] = [];
  const keys = new Map<string, string>();
  const codes = new Map<string, string>();
  rows.forEach((row, index) => {
    const name = importRowName(row.line, index);
    const key = subjectImportKey(row);
    if (keys.has(key)) problems.push(ROSTER_MESSAGES.sameRowTwice(name, keys.get(key)!));
    else keys.set(key, name);
    if (row.accessCode && codes.has(row.accessCode)) problems.push(ROSTER_MESSAGES.sameCodeTwice(name, codes.get(row.accessCode)!));
    else if (row.accessCode) codes.set(row.accessCode, name);
  });
  if (problems.length > 0) throw badRequest(problems.slice(0, REFUSALS_SHOWN));
}

/** A row's access code held by another subject of the job (not the one the row updates) is refused, naming the row. */
async function refuseTakenCodes(tx: Executor, jobId: number, rows: SubjectBulkRow[]): Promise<void> {
  const codes = rows.flatMap((row) => (row.accessCode ? [row.accessCode] : []));
  if (codes.length === 0) return;
  const holders = await tx.select({ accessCode: subjects.accessCode, importKey: subjects.importKey }).from(subjects).where(and(eq(subjects.jobId, jobId), inArray(subjects.accessCode, codes)));
  const keyOfCode = new Map(holders.map((holder) => [holder.accessCode, holder.importKey]));
  const problems = rows.flatMap((row, index) =>
    row.accessCode && keyOfCode.has(row.accessCode) && keyOfCode.get(row.accessCode) !== subjectImportKey(row) ? [ROSTER_MESSAGES.importRowCodeTaken(importRowName(row.line, index), row.accessCode)] : [],
  );
  if (problems.length > 0) throw new HttpError(409, problems.slice(0, REFUSALS_SHOWN));
}

/** The job's groups by lower-cased name, creating the ones the rows name and the job lacks. */
async function groupIds(tx: Executor, jobId: number, rows: SubjectBulkRow[]): Promise<Map<string, number>> {
  const read = async () => new Map((await tx.select({ id: subjectGroups.id, name: subjectGroups.name }).from(subjectGroups).where(eq(subjectGroups.jobId, jobId))).map((g) => [g.name.toLowerCase(), g.id]));
  let byName = await read();
  const missing = new Map<string, string>();
  for (const row of rows) if (row.group && !byName.has(row.group.toLowerCase())) missing.set(row.group.toLowerCase(), row.group);
  if (missing.size > 0) {
    await tx.insert(subjectGroups).values([...missing.values()].map((name) => ({ jobId, name }))).onConflictDoNothing();
    byName = await read();
  }
  return byName;
}

/**
 * One chunk of an import, all or nothing: groups by name, then one multi-row upsert on (job, import key) —
 * a row whose subject exists updates it (so re-importing a file, or retrying a request, never duplicates)
 * —, then the rows' data fields in one statement. An access code left blank keeps the stored one, or gets one made.
 */
export async function bulkUpsertSubjects(db: Database, jobId: number, rows: SubjectBulkRow[]): Promise<BulkOutcome> {
  refuseRepeats(rows);
  return db.transaction(async (tx) => {
    await refuseTakenCodes(tx, jobId, rows);
    const groups = await groupIds(tx, jobId, rows);
    const written = await tx
      .insert(subjects)
      .values(
        rows.map((row) => ({
          jobId, firstName: row.firstName, lastName: row.lastName, groupId: row.group ? groups.get(row.group.toLowerCase())! : null,
          accessCode: row.accessCode, externalId: row.externalId, importKey: subjectImportKey(row),
        })),
      )
      .onConflictDoUpdate({
        target: [subjects.jobId, subjects.importKey],
        set: {
          firstName: sql`excluded.first_name`, lastName: sql`excluded.last_name`, groupId: sql`excluded.group_id`,
          accessCode: sql`coalesce(excluded.access_code, ${subjects.accessCode})`, externalId: sql`coalesce(excluded.external_id, ${subjects.externalId})`,
          version: sql`${subjects.version} + 1`, updatedAt: sql`now()`,
        },
      })
      // xmax is 0 on a row this statement inserted, and set on one it updated.
      .returning({ id: subjects.id, importKey: subjects.importKey, inserted: sql<boolean>`(xmax = 0)` });
    const idByKey = new Map(written.map((row) => [row.importKey!, row.id]));
    const ids = rows.map((row) => idByKey.get(subjectImportKey(row))!);
    await writeFields(tx, ids, rows);
    await fillAccessCodes(tx, jobId);
    const created = written.filter((row) => row.inserted).length;
    return { created, updated: written.length - created, ids };
  });
}

/** The fields a row names replace the subject's fields of those names (a blank cell clears one); others stay. */
async function writeFields(tx: Executor, ids: number[], rows: SubjectBulkRow[]): Promise<void> {
  const names = [...new Set(rows.flatMap((row) => row.fields.map((field) => field.name)))];
  if (names.length === 0) return;
  await tx.delete(subjectFields).where(and(inArray(subjectFields.subjectId, ids), inArray(subjectFields.name, names)));
  const kept = rows.flatMap((row, index) => row.fields.filter((field) => field.value !== null).map((field) => ({ subjectId: ids[index]!, name: field.name, value: field.value! })));
  if (kept.length === 0) return;
  // One statement whatever the row count: three array parameters instead of three per field.
  await tx.execute(
    sql`insert into subject_fields (subject_id, name, value) select * from unnest(${`{${kept.map((f) => f.subjectId).join(',')}}`}::int[], ${toTextArray(kept.map((f) => f.name))}::text[], ${toTextArray(kept.map((f) => f.value))}::text[])`,
  );
}
