import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { releaseTokens } from '../../../db/schema';

export type ReleaseTokenRow = typeof releaseTokens.$inferSelect;

/** The remote teams' release tokens (docs/remotes.md): only the hash of each secret is kept. */
export const releaseTokensRepository = {
  /** The tokens not revoked, oldest first. */
  async active(db: Executor): Promise<ReleaseTokenRow[]> {
    return db.select().from(releaseTokens).where(isNull(releaseTokens.revokedAt)).orderBy(asc(releaseTokens.id));
  },

  async nameTaken(db: Executor, name: string): Promise<boolean> {
    const [row] = await db.select({ id: releaseTokens.id }).from(releaseTokens).where(and(isNull(releaseTokens.revokedAt), sql`lower(${releaseTokens.name}) = lower(${name})`));
    return !!row;
  },

  async insert(db: Executor, values: { name: string; remote: string; mayMove: boolean; secretHash: string; createdBy: string }): Promise<ReleaseTokenRow> {
    const [row] = await db.insert(releaseTokens).values(values).returning();
    return row!;
  },

  /** Revokes a token; whether one was still active. */
  async revoke(db: Executor, id: number): Promise<boolean> {
    const rows = await db.update(releaseTokens).set({ revokedAt: new Date() }).where(and(eq(releaseTokens.id, id), isNull(releaseTokens.revokedAt))).returning({ id: releaseTokens.id });
    return rows.length > 0;
  },

  /** The active token of this secret's hash, its last use set to now; null when none. */
  async use(db: Executor, secretHash: string): Promise<ReleaseTokenRow | null> {
    const [row] = await db.update(releaseTokens).set({ lastUsedAt: new Date() }).where(and(eq(releaseTokens.secretHash, secretHash), isNull(releaseTokens.revokedAt))).returning();
    return row ?? null;
  },
};
