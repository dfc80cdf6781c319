import { bigint, boolean, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const studios = pgTable(
  'studios',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    accountNumber: text('account_number'),
    logoUrl: text('logo_url'),
    email: text('email'),
    phone: text('phone'),
    // Parents type this code to see every published job of the studio (spec "code/:code").
    accessCode: text('access_code'),
    rspoEnabled: boolean('rspo_enabled').notNull().default(true),
    hasLegacyJobs: boolean('has_legacy_jobs').notNull().default(false),
    stripeVerified: boolean('stripe_verified').notNull().default(false),
    stripeAccountId: text('stripe_account_id'),
    // A studio opened by setup is `pending` until a system administrator approves it; seeded ones are active;
    // `disabled` is a studio a system administrator closed (a plain text column: no migration for a new state).
    status: text('status', { enum: ['active', 'pending', 'disabled'] }).notNull().default('active'),
    // The IANA time zone the studio's days are in: a prepay window's last day, a coupon's dates (settings).
    timeZone: text('time_zone').notNull().default('UTC'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Bumped by the database (triggers of migration 0004, docs/performance.md "Read versions") in the same
    // transaction as any change of what parents read about the studio: its jobs and organizations, its
    // catalogue, the order services, subject names. Answers cached in a server's memory are served only
    // while it is unchanged.
    contentVersion: bigint('content_version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [uniqueIndex('studios_slug_unique').on(t.slug)],
);

/** The feature catalogue the system admin manages (spec "Features": items with an identifier). */
export const features = pgTable('features', {
  identifier: text('identifier').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
});

export const studioFeatures = pgTable(
  'studio_features',
  {
    studioId: integer('studio_id')
      .notNull()
      .references(() => studios.id, { onDelete: 'cascade' }),
    featureIdentifier: text('feature_identifier')
      .notNull()
      .references(() => features.identifier, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.studioId, t.featureIdentifier] })],
);
