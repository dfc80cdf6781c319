import { and, eq, gt, isNull } from 'drizzle-orm';
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

  /** Marks a token rotated only if nobody else did first; false means a concurrent or repeated use. */
  async markRotated(db: Executor, id: number, at: Date): Promise<boolean> {
    const rows = await db
      .update(refreshTokens)
      .set({ rotatedAt: at })
      .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id });
    return rows.length === 1;
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
