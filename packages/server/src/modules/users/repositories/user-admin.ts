import type { StudioStaffPermission, UserCreate, UserListQuery, UserRecord, UserUpdate } from '@shutterday/domain/staff';
import { and, asc, eq, ilike, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { likePattern, offsetOf } from '../../../db/page';
import { studios, userPermissions, users } from '../../../db/schema';
import { STALE, versionedUpdate, type UpdateResult } from '../../resource/resource-repository';
import { normalizeEmail } from '../../accounts';

const columns = {
  id: users.id,
  name: users.name,
  email: users.email,
  isSystemAdmin: users.isSystemAdmin,
  studioId: users.studioId,
  studioName: studios.name,
  rspoJob: users.rspoJob,
  disabled: users.disabled,
  createdAt: users.createdAt,
  version: users.version,
  permissions: sql<string[]>`coalesce((select array_agg(${userPermissions.permission} order by ${userPermissions.permission}) from ${userPermissions} where ${userPermissions.userId} = ${users.id}), '{}')`,
};

type Row = Omit<UserRecord, 'role' | 'permissions' | 'createdAt'> & { isSystemAdmin: boolean; createdAt: Date; permissions: string[] };

function toRecord({ isSystemAdmin, createdAt, permissions, ...row }: Row): UserRecord {
  return {
    ...row,
    role: isSystemAdmin ? 'systemAdmin' : 'studio',
    // The system administrator's own permission is the role, not one of a studio's.
    permissions: permissions.filter((permission) => permission !== 'system.admin') as StudioStaffPermission[],
    createdAt: createdAt.toISOString(),
  };
}

function whereOf(query: UserListQuery): SQL | undefined {
  return and(
    query.search ? or(ilike(users.name, likePattern(query.search)), ilike(users.email, likePattern(query.search)), ilike(studios.name, likePattern(query.search))) : undefined,
    query.type === 'studio' ? eq(users.isSystemAdmin, false) : query.type === 'systemAdmin' ? eq(users.isSystemAdmin, true) : query.type === 'disabled' ? eq(users.disabled, true) : undefined,
    query.studioId ? eq(users.studioId, query.studioId) : undefined,
  );
}

/** What a role stores: a system administrator has no studio and the system permission; a studio's staff their permissions. */
function stored(input: UserCreate | UserUpdate) {
  const systemAdmin = input.role === 'systemAdmin';
  return {
    values: { name: input.name, email: normalizeEmail(input.email), isSystemAdmin: systemAdmin, studioId: systemAdmin ? null : input.studioId!, rspoJob: systemAdmin ? false : input.rspoJob },
    permissions: systemAdmin ? ['system.admin'] : [...new Set(input.permissions)],
  };
}

// Only what changes is written: each permission row written bumps the user's auth version (migration 0010),
// which sends their next request through a token refresh, so an edit of the name alone must not.
async function replacePermissions(db: Executor, userId: number, permissions: string[]): Promise<void> {
  await db.delete(userPermissions).where(and(eq(userPermissions.userId, userId), permissions.length ? notInArray(userPermissions.permission, permissions) : undefined));
  if (permissions.length) await db.insert(userPermissions).values(permissions.map((permission) => ({ userId, permission }))).onConflictDoNothing();
}

/** The system administrator's users: everyone who signs in to the staff side, of every studio. */
export const userAdminRepository = {
  async list(db: Executor, query: UserListQuery): Promise<{ items: UserRecord[]; total: number }> {
    const where = whereOf(query);
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(users).leftJoin(studios, eq(studios.id, users.studioId)).where(where);
    const rows = await db.select(columns).from(users).leftJoin(studios, eq(studios.id, users.studioId)).where(where).orderBy(asc(users.name), asc(users.id)).limit(query.pageSize).offset(offsetOf(query));
    return { items: rows.map(toRecord), total: count?.n ?? 0 };
  },

  async find(db: Executor, id: number): Promise<UserRecord | null> {
    const [row] = await db.select(columns).from(users).leftJoin(studios, eq(studios.id, users.studioId)).where(eq(users.id, id));
    return row ? toRecord(row) : null;
  },

  /** `passwordHash`: one nobody knows; the invitation's link sets the real one. */
  async create(db: Executor, input: UserCreate, passwordHash: string): Promise<UserRecord> {
    const { values, permissions } = stored(input);
    const [row] = await db.insert(users).values({ ...values, passwordHash }).returning({ id: users.id });
    await replacePermissions(db, row!.id, permissions);
    return (await this.find(db, row!.id))!;
  },

  async update(db: Executor, id: number, input: UserUpdate): Promise<UpdateResult<UserRecord>> {
    const { values, permissions } = stored(input);
    const result = await versionedUpdate(db, users, eq(users.id, id), input.version, { ...values, disabled: input.disabled });
    if (result !== 'updated') return result === STALE ? STALE : null;
    await replacePermissions(db, id, permissions);
    return this.find(db, id);
  },

  async emailTaken(db: Executor, email: string, exceptId?: number): Promise<boolean> {
    const [row] = await db.select({ id: users.id }).from(users).where(and(eq(users.email, normalizeEmail(email)), exceptId ? sql`${users.id} <> ${exceptId}` : undefined));
    return Boolean(row);
  },

  async studioExists(db: Executor, studioId: number): Promise<boolean> {
    const [row] = await db.select({ id: studios.id }).from(studios).where(eq(studios.id, studioId));
    return Boolean(row);
  },
};
