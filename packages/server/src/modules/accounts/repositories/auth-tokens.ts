import { and, eq, gt, isNotNull, isNull, notExists } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client';
import { passwordResetTokens, refreshTokens } from '../../../db/schema';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/** Refresh-token families and password-reset tokens; every token is looked up by its hash. */
export const authTokensRepository = {
  async insertRefresh(db: Executor, row: { userId: number; familyId: string; tokenHash: string; expiresAt: Date }): Promise<void> {
    await db.insert(refreshTokens).values(row);
  },

  async findRefresh(db: Executor, tokenHash: string): Promise<RefreshTokenRow | null> {
    const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
    return row ?? null;
  },

  /**
   * Rotates a token in one conditional UPDATE: it succeeds only for an unexpired token nobody rotated
   * first, in a family with no revoked member. Because a revocation always marks the rows that existed
   * (the replayed one included), a token issued by a rotation that raced with the revocation is refused
   * when it is used: once revoked, no token of the family ever works again (RFC 9700 §4.14).
   */
  async rotate(db: Executor, tokenHash: string, at: Date): Promise<RefreshTokenRow | null> {
    const family = alias(refreshTokens, 'family');
    const [row] = await db
      .update(refreshTokens)
      .set({ rotatedAt: at })
      .where(
        and(
          eq(refreshTokens.tokenHash, tokenHash),
          isNull(refreshTokens.rotatedAt),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, at),
          notExists(db.select({ id: family.id }).from(family).where(and(eq(family.familyId, refreshTokens.familyId), isNotNull(family.revokedAt)))),
        ),
      )
      .returning();
    return row ?? null;
  },

  async revokeFamily(db: Executor, familyId: string, at: Date): Promise<void> {
    await db.update(refreshTokens).set({ revokedAt: at }).where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  },

  async revokeAllForUser(db: Executor, userId: number, at: Date): Promise<void> {
    await db.update(refreshTokens).set({ revokedAt: at }).where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  },

  async insertReset(db: Executor, row: { userId: number; tokenHash: string; expiresAt: Date }): Promise<void> {
    await db.insert(passwordResetTokens).values(row);
  },

  /** Consumes a reset token atomically: it works once, and only before it expires. */
  async consumeReset(db: Executor, tokenHash: string, now: Date): Promise<number | null> {
    const rows = await db
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
      .returning({ userId: passwordResetTokens.userId });
    return rows[0]?.userId ?? null;
  },
};
