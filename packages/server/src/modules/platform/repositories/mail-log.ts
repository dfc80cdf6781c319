import type { MailLogEntry, MailLogQuery } from '@shutterday/domain/staff';
import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { likePattern, offsetOf } from '../../../db/page';
import { mailLog } from '../../../db/schema';

export const mailLogRepository = {
  async record(db: Executor, message: { to: string; subject: string; text: string; html?: string | null }): Promise<number> {
    const [row] = await db.insert(mailLog).values({ ...message, html: message.html ?? null }).returning({ id: mailLog.id });
    return row!.id;
  },

  async setStatus(db: Executor, id: number, status: 'sent' | 'failed', error: string | null = null): Promise<void> {
    await db.update(mailLog).set({ status, error }).where(eq(mailLog.id, id));
  },

  /** The system admin's mail log, newest first: the envelope of each message, never its body. */
  async list(db: Executor, query: MailLogQuery): Promise<{ items: MailLogEntry[]; total: number }> {
    const where = and(
      query.search ? or(ilike(mailLog.to, likePattern(query.search)), ilike(mailLog.subject, likePattern(query.search))) : undefined,
      query.status ? eq(mailLog.status, query.status) : undefined,
    );
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(mailLog).where(where);
    const rows = await db
      .select({ id: mailLog.id, to: mailLog.to, subject: mailLog.subject, status: mailLog.status, error: mailLog.error, createdAt: mailLog.createdAt })
      .from(mailLog)
      .where(where)
      .orderBy(desc(mailLog.createdAt), desc(mailLog.id))
      .limit(query.pageSize)
      .offset(offsetOf(query));
    return { items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })), total: count?.n ?? 0 };
  },
};
