import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Platform-wide catalogue kept by the system admin: shipping options and order services. */
export const shippingOptions = pgTable(
  'shipping_options',
  {
    id: serial('id').primaryKey(),
    // Spec §9: the code "priority" is the one for military addresses.
    code: text('code').notNull(),
    name: text('name').notNull(),
    price: integer('price').notNull(),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    // The system admin edits them (optimistic concurrency, like every staff resource).
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('shipping_options_code_unique').on(t.code)],
);

export const orderServices = pgTable(
  'order_services',
  {
    id: serial('id').primaryKey(),
    // 'retouch' or 'personalization'.
    code: text('code').notNull(),
    name: text('name').notNull(),
    price: integer('price').notNull(),
    active: boolean('active').notNull().default(true),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('order_services_code_unique').on(t.code)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    digital: boolean('digital').notNull().default(false),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('products_code_unique').on(t.code)],
);
