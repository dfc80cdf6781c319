import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { studios, userPermissions, userPreferences, users } from '../../../db/schema';

export type UserRow = typeof users.$inferSelect;

export interface UserWithPermissions extends UserRow {
  permissions: string[];
}

/** What the guards compare with an access token on every request, and the studio's approval state. */
export interface AccessState {
  authVersion: number;
  disabled: boolean;
  /** The state of the studio in the path (null when there is no studio or no such studio). */
  studioStatus: 'active' | 'pending' | 'disabled' | null;
}

// A named statement, planned once per connection: it runs on every authenticated request.
const prepareAccessState = (db: Executor) =>
  db
    .select({
      authVersion: users.authVersion,
      disabled: users.disabled,
      studioStatus: sql<AccessState['studioStatus']>`(select ${studios.status} from ${studios} where ${studios.id} = ${sql.placeholder('studioId')})`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('user_access_state');
const accessStatements = new WeakMap<Executor, ReturnType<typeof prepareAccessState>>();

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const usersRepository = {
  async findByEmail(db: Executor, email: string): Promise<UserRow | null> {
    const [row] = await db.select().from(users).where(eq(users.email, normalizeEmail(email))).limit(1);
    return row ?? null;
  },

  async findById(db: Executor, id: number): Promise<UserRow | null> {
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return row ?? null;
  },

  /** The user's auth version and switch, with the state of the studio in the path (0: none), in one read. */
  async accessState(db: Executor, userId: number, studioId: number): Promise<AccessState | null> {
    const statement = accessStatements.get(db) ?? accessStatements.set(db, prepareAccessState(db)).get(db)!;
    const [row] = await statement.execute({ userId, studioId });
    return row ?? null;
  },

  async permissions(db: Executor, userId: number): Promise<string[]> {
    const rows = await db.select({ permission: userPermissions.permission }).from(userPermissions).where(eq(userPermissions.userId, userId));
    return rows.map((row) => row.permission).sort();
  },

  async create(
    db: Executor,
    input: { email: string; name: string; passwordHash: string; studioId: number | null; isSystemAdmin?: boolean; permissions: string[] },
  ): Promise<UserRow> {
    const [row] = await db
      .insert(users)
      .values({ email: normalizeEmail(input.email), name: input.name, passwordHash: input.passwordHash, studioId: input.studioId, isSystemAdmin: input.isSystemAdmin ?? false })
      .returning();
    if (input.permissions.length) await db.insert(userPermissions).values(input.permissions.map((permission) => ({ userId: row!.id, permission })));
    return row!;
  },

  async setPassword(db: Executor, userId: number, passwordHash: string): Promise<void> {
    await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
  },

  async count(db: Executor): Promise<number> {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
    return row?.n ?? 0;
  },

  /** The e-mail addresses of the system administrators whose accounts are not disabled. */
  async activeSystemAdminEmails(db: Executor): Promise<string[]> {
    const rows = await db.select({ email: users.email }).from(users).where(and(eq(users.isSystemAdmin, true), eq(users.disabled, false)));
    return rows.map((row) => row.email);
  },

  /** Preferences are created with the spec's defaults on first read. */
  async preferences(db: Executor, userId: number) {
    await db.insert(userPreferences).values({ userId }).onConflictDoNothing({ target: userPreferences.userId });
    const [row] = await db.select().from(userPreferences).where(eq(userPreferences.userId, userId));
    return row!;
  },

  async updatePreferences(db: Executor, userId: number, patch: Partial<Pick<typeof userPreferences.$inferInsert, 'buildMaximumCropperSize' | 'buildImagesPerRow' | 'useDarkMode'>>) {
    await this.preferences(db, userId);
    if (Object.keys(patch).length) await db.update(userPreferences).set(patch).where(and(eq(userPreferences.userId, userId)));
    return this.preferences(db, userId);
  },
};
