import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every provider event the webhook accepted, by the provider's event id: an event is handled in the same
 * transaction that inserts its row, so a replay (the provider retries, or an attacker resends a signed
 * body) finds the row and changes nothing.
 */
export const webhookEvents = pgTable('webhook_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  // What the event was about (a PaymentIntent, charge, account or payout id), for the log.
  objectId: text('object_id'),
  payload: jsonb('payload').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
