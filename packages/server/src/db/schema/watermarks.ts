import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { WatermarkSettings } from '@shutterday/domain/staff';
import { studios } from './studios';

/**
 * A studio's own watermark, drawn over its proofs instead of the platform's (which lives in `settings`
 * under `watermark.platform`). The picture, when there is one, is a PNG in storage that the server made.
 */
export const studioWatermarks = pgTable('studio_watermarks', {
  studioId: integer('studio_id')
    .primaryKey()
    .references(() => studios.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<WatermarkSettings>().notNull(),
  pictureKey: text('picture_key'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
