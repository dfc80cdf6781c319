import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { mailLog } from '../../../db/schema';

export const mailLogRepository = {
  async record(db: Executor, message: { to: string; subject: string; text: string; html?: string | null }): Promise<number> {
    const [row] = await db.insert(mailLog).values({ ...message, html: message.html ?? null }).returning({ id: mailLog.id });
    return row!.id;
  },

  async setStatus(db: Executor, id: number, status: 'sent' | 'failed', error: string | null = null): Promise<void> {
    await db.update(mailLog).set({ status, error }).where(eq(mailLog.id, id));
  },
};
