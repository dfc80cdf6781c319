import type { MailLogEntry, MailLogQuery } from '@shutterday/domain/staff';
import { and, asc, desc, eq, gte, ilike, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { likePattern, offsetOf } from '../../../db/page';
import { mailLog } from '../../../db/schema';

/** The envelope of a message, never its body. */
const ENTRY = { id: mailLog.id, to: mailLog.to, subject: mailLog.subject, status: mailLog.status, error: mailLog.error, createdAt: mailLog.createdAt };

export const mailLogRepository = {
  async record(db: Executor, message: { to: string; subject: string; text: string; html?: string | null }): Promise<number> {
    const [row] = await db.insert(mailLog).values({ ...message, html: message.html ?? null }).returning({ id: mailLog.id });
    return row!.id;
  },

  /** 'recorded' is owed (not sent yet, or to be tried again); 'sent' and 'failed' are where a message ends. Lets go of a delivery's claim. */
  async setStatus(db: Executor, id: number, status: 'recorded' | 'sent' | 'failed', error: string | null = null): Promise<void> {
    await db.update(mailLog).set({ status, error, sendingUntil: null }).where(eq(mailLog.id, id));
  },

  /**
   * Claims a message not yet sent for one delivery, for `forMs`: false while another delivery holds it. A
   * holder that stopped (its process died at the relay) lets go when the time has passed.
   */
  async claim(db: Executor, id: number, forMs: number): Promise<boolean> {
    const rows = await db
      .update(mailLog)
      .set({ sendingUntil: sql`now() + ${forMs} * interval '1 millisecond'` })
      .where(and(eq(mailLog.id, id), ne(mailLog.status, 'sent'), or(isNull(mailLog.sendingUntil), lt(mailLog.sendingUntil, sql`now()`))))
      .returning({ id: mailLog.id });
    return rows.length === 1;
  },

  async find(db: Executor, id: number): Promise<{ id: number; to: string; subject: string; text: string; html: string | null; status: 'recorded' | 'sent' | 'failed' } | null> {
    const [row] = await db.select({ id: mailLog.id, to: mailLog.to, subject: mailLog.subject, text: mailLog.text, html: mailLog.html, status: mailLog.status }).from(mailLog).where(eq(mailLog.id, id));
    return row ?? null;
  },

  /** Messages still owed (recorded, never sent) since a moment, oldest first: what a restart sends. */
  async unsentSince(db: Executor, since: Date): Promise<number[]> {
    const rows = await db.select({ id: mailLog.id }).from(mailLog).where(and(eq(mailLog.status, 'recorded'), gte(mailLog.createdAt, since))).orderBy(asc(mailLog.id));
    return rows.map((row) => row.id);
  },

  /** One message as the e-mail log shows it. */
  async entry(db: Executor, id: number): Promise<MailLogEntry | null> {
    const [row] = await db.select(ENTRY).from(mailLog).where(eq(mailLog.id, id));
    return row ? { ...row, createdAt: row.createdAt.toISOString() } : null;
  },

  /** The system admin's mail log, newest first: the envelope of each message, never its body. */
  async list(db: Executor, query: MailLogQuery): Promise<{ items: MailLogEntry[]; total: number }> {
    const where = and(
      query.search ? or(ilike(mailLog.to, likePattern(query.search)), ilike(mailLog.subject, likePattern(query.search))) : undefined,
      query.status ? eq(mailLog.status, query.status) : undefined,
    );
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(mailLog).where(where);
    const rows = await db
      .select(ENTRY)
      .from(mailLog)
      .where(where)
      .orderBy(desc(mailLog.createdAt), desc(mailLog.id))
      .limit(query.pageSize)
      .offset(offsetOf(query));
    return { items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })), total: count?.n ?? 0 };
  },
};
