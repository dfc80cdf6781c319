import { ROSTER_MESSAGES } from '@shutterday/domain/staff';
import { subjectImportKey, type SubjectCreate } from '@shutterday/domain/staff';
import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { cartOrderServices, cartPackages, orderLines, subjectGroups, subjects } from '../../../db/schema';
import type { ResourceScope } from '../../resource/resource-repository';

const otherSubject = (scope: ResourceScope, id: number | undefined) => and(eq(subjects.jobId, scope.jobId!), id ? ne(subjects.id, id) : undefined);

/** Why a subject cannot be saved so (409), or null: a group of another job, an access code or identity already taken. */
export async function refuseSubjectWrite(db: Executor, scope: ResourceScope, input: SubjectCreate, id?: number): Promise<string | null> {
  let group: string | null = null;
  if (input.groupId) {
    const [row] = await db.select({ name: subjectGroups.name }).from(subjectGroups).where(and(eq(subjectGroups.jobId, scope.jobId!), eq(subjectGroups.id, input.groupId)));
    if (!row) return ROSTER_MESSAGES.groupNotInJob;
    group = row.name;
  }
  if (input.accessCode) {
    const [taken] = await db.select({ id: subjects.id }).from(subjects).where(and(otherSubject(scope, id), eq(subjects.accessCode, input.accessCode))).limit(1);
    if (taken) return ROSTER_MESSAGES.accessCodeTaken(input.accessCode);
  }
  const [same] = await db.select({ id: subjects.id }).from(subjects).where(and(otherSubject(scope, id), eq(subjects.importKey, subjectImportKey({ ...input, group })))).limit(1);
  if (same) return input.externalId ? ROSTER_MESSAGES.externalIdTaken(input.externalId) : ROSTER_MESSAGES.sameSubjectTaken;
  return null;
}

/** A subject that orders or carts point at stays: the order keeps who it was for. */
export async function refuseSubjectDelete(db: Executor, _scope: ResourceScope, id: number): Promise<string | null> {
  const [ordered] = await db.select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.subjectId, id)).limit(1);
  if (ordered) return ROSTER_MESSAGES.subjectHasOrders;
  const [inCart] = await db.select({ id: cartPackages.id }).from(cartPackages).where(eq(cartPackages.subjectId, id)).limit(1);
  const [withService] = await db.select({ id: cartOrderServices.id }).from(cartOrderServices).where(eq(cartOrderServices.subjectId, id)).limit(1);
  return inCart || withService ? ROSTER_MESSAGES.subjectInCart : null;
}

/** Whether a database error is the violation of this unique index (pg and PGlite both report its name). */
export function violates(error: unknown, constraint: string): boolean {
  for (let current = error as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined; current; current = current.cause as typeof current) {
    if (current.code === '23505' && (current.constraint === constraint || current.message?.includes(constraint))) return true;
  }
  return false;
}
