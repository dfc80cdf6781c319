import type { PreorderField } from '@shutterday/domain';
import { bigint, boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { studios } from './studios';

export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    studioId: integer('studio_id')
      .notNull()
      .references(() => studios.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    // A job's own access code opens just that job on the studio landing.
    accessCode: text('access_code'),
    versionMajor: integer('version_major').notNull().default(3),
    versionMinor: integer('version_minor').notNull().default(0),
    rspoJob: boolean('rspo_job').notNull().default(false),
    importedData: boolean('imported_data').notNull().default(false),
    published: boolean('published').notNull().default(false),
    archived: boolean('archived').notNull().default(false),
    pictureDay: date('picture_day'),
    prepayAvailable: boolean('prepay_available').notNull().default(false),
    prepayImportedData: boolean('prepay_imported_data').notNull().default(false),
    // The prepay window (first and last UTC day parents may preorder); null = open on that side.
    prepayOpensOn: date('prepay_opens_on'),
    prepayClosesOn: date('prepay_closes_on'),
    // The job's preorder custom fields (domain PreorderField[]), answered as the cart package's dataFields.
    preorderFields: jsonb('preorder_fields').$type<PreorderField[]>().notNull().default([]),
    galleryAvailable: boolean('gallery_available').notNull().default(false),
    enableYearBookPoseSelection: boolean('enable_yearbook_pose_selection').notNull().default(false),
    yearBookPoseSelectionEndsAt: timestamp('yearbook_pose_selection_ends_at', { withTimezone: true }),
    // The last day parents may order online (a day of the studio's time zone; ordering closes at its midnight); null = no end.
    orderingClosesOn: date('ordering_closes_on'),
    // Keyframe matching owed: set with a photo turning done (or failed, or deleted), cleared by the run; a worker re-sends it on start.
    keyframeMatchOwed: boolean('keyframe_match_owed').notNull().default(false),
    // Optimistic concurrency: a write names the record version it read; the update bumps it (see modules/resource).
    // Named recordVersion here and on the wire because the spec's job `version` is versionMajor/versionMinor.
    recordVersion: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('jobs_studio_idx').on(t.studioId), index('jobs_organization_idx').on(t.organizationId)],
);

/** Which customer services a job offers (spec "Job order service"). */
/**
 * A job's figures version (docs/performance.md "Read versions"): the database bumps it in the transaction of
 * any change of the job's children, orders or refunds (migration 0035), so a server keeps the job's figures
 * on the staff pages (children, paid orders, revenue) in memory while it is unchanged. No foreign key: a
 * job's removal cascades to its orders, whose own trigger writes here; a removed job's row is never read.
 */
export const jobFiguresVersions = pgTable('job_figures_versions', {
  jobId: integer('job_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

export const jobOrderServices = pgTable('job_order_services', {
  jobId: integer('job_id')
    .primaryKey()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  allowRetouch: boolean('allow_retouch').notNull().default(false),
  allowNameOnAllPrints: boolean('allow_name_on_all_prints').notNull().default(false),
  allowNameOnWallets: boolean('allow_name_on_wallets').notNull().default(false),
  imageLevelService: boolean('image_level_service').notNull().default(false),
});

/** Free-form preferences a job shows to customers (e.g. instructions); the shape is the job editor's. */
export const jobPreferences = pgTable('job_preferences', {
  jobId: integer('job_id')
    .primaryKey()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').notNull().default({}),
});

/** The platform's defined fields (system admin): preorder questions staff copy into a job's prefields. */
export const definedFields = pgTable(
  'defined_fields',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    label: text('label').notNull(),
    required: boolean('required').notNull().default(false),
    type: text('type', { enum: ['text', 'choice'] }).notNull().default('text'),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('defined_fields_name_unique').on(t.name)],
);
