import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** The built-in tax table (system admin → taxes). Rate in basis points: 725 = 7.25 %. */
export const taxRates = pgTable(
  'tax_rates',
  {
    id: serial('id').primaryKey(),
    country: text('country').notNull().default('US'),
    state: text('state').notNull(),
    rateBasisPoints: integer('rate_basis_points').notNull(),
    // Whether shipping is taxed in this jurisdiction.
    taxShipping: boolean('tax_shipping').notNull().default(false),
    // The system admin edits the table (optimistic concurrency, like every staff resource).
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tax_rates_country_state_unique').on(t.country, t.state)],
);

/** Every tax calculation is logged (the system admin's tax log, spec "vertex-logs"). */
export const taxLog = pgTable(
  'tax_log',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    cartId: integer('cart_id'),
    orderId: integer('order_id'),
    jurisdiction: text('jurisdiction').notNull(),
    taxableAmount: integer('taxable_amount').notNull(),
    rateBasisPoints: integer('rate_basis_points').notNull(),
    tax: integer('tax').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tax_log_created_idx').on(t.createdAt)],
);
