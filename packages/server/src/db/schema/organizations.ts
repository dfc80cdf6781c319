import { boolean, index, integer, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { studios } from './studios';

export const organizationType = pgEnum('organization_type', ['sport', 'school']);

export const organizations = pgTable(
  'organizations',
  {
    id: serial('id').primaryKey(),
    studioId: integer('studio_id')
      .notNull()
      .references(() => studios.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: organizationType('type').notNull(),
    // Optimistic concurrency: a PUT names the version it read; the update bumps it (see modules/resource).
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('organizations_studio_idx').on(t.studioId)],
);

export const organizationContacts = pgTable(
  'organization_contacts',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    line1: text('line1'),
    line2: text('line2'),
    city: text('city'),
    state: text('state'),
    postalCode: text('postal_code'),
    country: text('country'),
  },
  (t) => [uniqueIndex('organization_contacts_org_unique').on(t.organizationId)],
);

/**
 * An organization's defaults for its new jobs (its editor's Prepay and Gallery pages). No row: the
 * organization follows the studio's package preferences. Day offsets count from a job's picture day.
 */
export const organizationJobDefaults = pgTable('organization_job_defaults', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  prepayAvailable: boolean('prepay_available').notNull(),
  prepayImportedData: boolean('prepay_imported_data').notNull(),
  prepayOpensDaysBefore: integer('prepay_opens_days_before'),
  prepayClosesDaysAfter: integer('prepay_closes_days_after'),
  galleryAvailable: boolean('gallery_available').notNull(),
  enableYearBookPoseSelection: boolean('enable_yearbook_pose_selection').notNull(),
  poseSelectionDeadlineDays: integer('pose_selection_deadline_days'),
  // Optimistic concurrency: the first save is at version 1 (what an organization without a row reads).
  version: integer('version').notNull().default(2),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
