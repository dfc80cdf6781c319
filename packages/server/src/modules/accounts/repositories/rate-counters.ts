import { inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { rateCounters } from '../../../db/schema';

export interface Counter {
  key: string;
  count: number;
  windowStart: Date;
  lastAt: Date;
}

/** Counters shared by every instance: one atomic statement per hit, so concurrent hits never lose a count. */
export const rateCountersRepository = {
  /** Counts one hit; a window older than `windowMs` starts again at 1. */
  async hit(db: Executor, key: string, windowMs: number, now: Date): Promise<Counter> {
    const expired = sql`${rateCounters.windowStart} <= ${new Date(now.getTime() - windowMs)}`;
    const [row] = await db
      .insert(rateCounters)
      .values({ key, count: 1, windowStart: now, lastAt: now })
      .onConflictDoUpdate({
        target: rateCounters.key,
        set: {
          count: sql`case when ${expired} then 1 else ${rateCounters.count} + 1 end`,
          windowStart: sql`case when ${expired} then ${now} else ${rateCounters.windowStart} end`,
          lastAt: now,
        },
      })
      .returning();
    return row!;
  },

  async read(db: Executor, keys: string[]): Promise<Counter[]> {
    return keys.length ? db.select().from(rateCounters).where(inArray(rateCounters.key, keys)) : [];
  },

  async clear(db: Executor, key: string): Promise<void> {
    await db.delete(rateCounters).where(inArray(rateCounters.key, [key]));
  },

  /** Drops counters idle for longer than any window (called now and then, not on every hit). */
  async sweep(db: Executor, idleMs: number, now: Date): Promise<void> {
    await db.delete(rateCounters).where(lt(rateCounters.lastAt, new Date(now.getTime() - idleMs)));
  },
};
