import { index, integer, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { jobs } from './jobs';
import { studios } from './studios';

export const discountType = pgEnum('discount_type', ['percent', 'amount']);

/** A job-level promotion a customer applies at checkout with its code. `value`: percent or cents. */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    discountType: discountType('discount_type').notNull(),
    value: integer('value').notNull(),
    minimumTotal: integer('minimum_total').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('promotions_job_code_unique').on(t.jobId, t.code)],
);

/** Coupon codes, studio-wide or for one job, with optional validity dates and use limit. */
export const couponCodes = pgTable(
  'coupon_codes',
  {
    id: serial('id').primaryKey(),
    studioId: integer('studio_id')
      .notNull()
      .references(() => studios.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    discountType: discountType('discount_type').notNull(),
    value: integer('value').notNull(),
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    // null: studio-wide; otherwise only this job's checkout takes it.
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'cascade' }),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('coupon_codes_studio_code_unique').on(t.studioId, t.code), index('coupon_codes_studio_idx').on(t.studioId)],
);
