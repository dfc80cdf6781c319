import { boolean, index, integer, pgEnum, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { jobs } from './jobs';
import { studios } from './studios';

export const packageSets = pgTable(
  'package_sets',
  {
    id: serial('id').primaryKey(),
    studioId: integer('studio_id')
      .notNull()
      .references(() => studios.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Optimistic concurrency (see modules/resource); membership changes bump it too.
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('package_sets_studio_idx').on(t.studioId)],
);

export const packages = pgTable(
  'packages',
  {
    id: serial('id').primaryKey(),
    studioId: integer('studio_id')
      .notNull()
      .references(() => studios.id, { onDelete: 'cascade' }),
    packageSetId: integer('package_set_id').references(() => packageSets.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    altName: text('alt_name'),
    altDescription: text('alt_description'),
    retailCost: integer('retail_cost').notNull(),
    allowConsumerCrop: boolean('allow_consumer_crop').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // A package that orders hold is never changed: an edit archives it and makes a new row that replaces it.
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    replacesPackageId: integer('replaces_package_id'),
  },
  (t) => [index('packages_studio_idx').on(t.studioId), index('packages_set_idx').on(t.packageSetId)],
);

export const addonType = pgEnum('addon_type', ['standard', 'addon_standard', 'addon_price']);

export const packageAddons = pgTable('package_addons', {
  id: serial('id').primaryKey(),
  packageId: integer('package_id')
    .notNull()
    .unique()
    .references(() => packages.id, { onDelete: 'cascade' }),
  type: addonType('type').notNull(),
  requiredMinPrice: integer('required_min_price').notNull().default(0),
  requiresStandard: boolean('requires_standard').notNull().default(true),
});

export const packageItems = pgTable(
  'package_items',
  {
    id: serial('id').primaryKey(),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    altName: text('alt_name'),
    productCode: text('product_code').notNull(),
    positionCoords: text('position_coords'),
    allowConsumerCrop: boolean('allow_consumer_crop').notNull().default(true),
    quantity: integer('quantity').notNull().default(1),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('package_items_package_idx').on(t.packageId)],
);

export const packageItemImageNodes = pgTable(
  'package_item_image_nodes',
  {
    id: serial('id').primaryKey(),
    packageItemId: integer('package_item_id')
      .notNull()
      .references(() => packageItems.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    static: boolean('static').notNull().default(false),
    positionCoords: text('position_coords'),
    productCode: text('product_code'),
  },
  (t) => [index('package_item_image_nodes_item_idx').on(t.packageItemId)],
);

export const packageItemTextNodes = pgTable(
  'package_item_text_nodes',
  {
    id: serial('id').primaryKey(),
    packageItemId: integer('package_item_id')
      .notNull()
      .references(() => packageItems.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    value: text('value'),
    editable: boolean('editable').notNull().default(true),
    dataSource: text('data_source'),
    altDataSource: text('alt_data_source'),
    obscure: boolean('obscure').notNull().default(false),
    autoFilled: boolean('auto_filled').notNull().default(false),
  },
  (t) => [index('package_item_text_nodes_item_idx').on(t.packageItemId)],
);

/** The package sets a job offers to its customers. */
export const jobPackageSets = pgTable(
  'job_package_sets',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    packageSetId: integer('package_set_id')
      .notNull()
      .references(() => packageSets.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.packageSetId] })],
);

export const greenScreenBackgrounds = pgTable(
  'green_screen_backgrounds',
  {
    id: serial('id').primaryKey(),
    studioId: integer('studio_id')
      .notNull()
      .references(() => studios.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    storageKey: text('storage_key').notNull(),
    price: integer('price').notNull().default(0),
  },
  (t) => [index('green_screen_backgrounds_studio_idx').on(t.studioId)],
);

export const jobGreenScreens = pgTable(
  'job_green_screens',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    greenScreenBackgroundId: integer('green_screen_background_id')
      .notNull()
      .references(() => greenScreenBackgrounds.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.greenScreenBackgroundId] })],
);

/** The studio's defaults for new jobs (pkg-prefs). */
export const packagePreferences = pgTable('package_preferences', {
  studioId: integer('studio_id')
    .primaryKey()
    .references(() => studios.id, { onDelete: 'cascade' }),
  defaultPackageSetId: integer('default_package_set_id').references(() => packageSets.id, { onDelete: 'set null' }),
  prepayAvailable: boolean('prepay_available').notNull().default(true),
  galleryAvailable: boolean('gallery_available').notNull().default(true),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
