import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { CatalogItemRecord } from '@shutterday/domain/staff';

/**
 * The platform's product catalogue items (system admin → Product catalog): a product's print with its
 * photos' places and texts, tagged. A studio's package item is made from one and keeps its own copy, so
 * changing an item never changes a package already sold.
 */
export const catalogItems = pgTable('catalog_items', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  productCode: text('product_code').notNull(),
  positionCoords: text('position_coords'),
  photos: jsonb('photos').$type<CatalogItemRecord['photos']>().notNull().default([]),
  texts: jsonb('texts').$type<CatalogItemRecord['texts']>().notNull().default([]),
  /** Lower case, sorted, each once. */
  tags: jsonb('tags').$type<string[]>().notNull().default([]),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
