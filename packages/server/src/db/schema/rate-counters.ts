import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters of the login throttle and the per-address rate limits. They live in the
 * database so that every API instance counts against the same budget; one row per key, updated
 * atomically (insert … on conflict do update), and rows of finished windows are swept as they go.
 */
export const rateCounters = pgTable('rate_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
});
