import { bigint, boolean, index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orderServices } from './catalog';
import { jobs } from './jobs';
import { greenScreenBackgrounds, packageItemImageNodes, packageItems, packageItemTextNodes, packages } from './packages';
import { images, subjects } from './subjects';

export const orderMethod = pgEnum('order_method', ['Prepay', 'Gallery']);
export const cartStatus = pgEnum('cart_status', ['open', 'submitting', 'submitted']);

/**
 * A customer's cart. Customers have no login: the cart is found by its unguessable `token`, which the
 * browser keeps. The server recomputes every price from the catalogue; client amounts are never trusted.
 */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    token: uuid('token').notNull().unique().defaultRandom(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    orderMethod: orderMethod('order_method').notNull(),
    status: cartStatus('status').notNull().default('open'),
    // Set when checkout details are posted (spec "Checkout details").
    checkout: jsonb('checkout'),
    promoCode: text('promo_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Bumped by the database on any change of the cart's lines, items, nodes or services (migration 0004),
    // with the studio's contentVersion the stamp of a cached cart's contents.
    contentsVersion: bigint('contents_version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [index('carts_job_idx').on(t.jobId)],
);

export const cartPackages = pgTable(
  'cart_packages',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id),
    quantity: integer('quantity').notNull().default(1),
    // Unit price in cents copied from the package when added; re-checked at checkout.
    price: integer('price').notNull(),
    greenScreenBackgroundId: integer('green_screen_background_id').references(() => greenScreenBackgrounds.id),
    dataFields: jsonb('data_fields'),
    // The client's Idempotency-Key of the add that created the line: a repeated add of the same
    // draft (Back to the options page, "Add to cart" again) answers this line instead of a duplicate.
    addKey: text('add_key'),
  },
  (t) => [index('cart_packages_cart_idx').on(t.cartId), uniqueIndex('cart_packages_add_key_idx').on(t.cartId, t.addKey)],
);

export const cartPackageItems = pgTable(
  'cart_package_items',
  {
    id: serial('id').primaryKey(),
    cartPackageId: integer('cart_package_id')
      .notNull()
      .references(() => cartPackages.id, { onDelete: 'cascade' }),
    packageItemId: integer('package_item_id')
      .notNull()
      .references(() => packageItems.id),
    frontendCropDimensions: jsonb('frontend_crop_dimensions'),
  },
  (t) => [index('cart_package_items_package_idx').on(t.cartPackageId)],
);

export const cartImageNodes = pgTable(
  'cart_image_nodes',
  {
    id: serial('id').primaryKey(),
    cartPackageItemId: integer('cart_package_item_id')
      .notNull()
      .references(() => cartPackageItems.id, { onDelete: 'cascade' }),
    packageItemImageNodeId: integer('package_item_image_node_id')
      .notNull()
      .references(() => packageItemImageNodes.id),
    subjectImageId: integer('subject_image_id').references(() => images.id),
    groupImageId: integer('group_image_id').references(() => images.id),
    replacementImageId: integer('replacement_image_id').references(() => images.id),
    cropDimensions: jsonb('crop_dimensions'),
    frontendCropDimensions: jsonb('frontend_crop_dimensions'),
    rotation: integer('rotation').notNull().default(0),
  },
  (t) => [index('cart_image_nodes_item_idx').on(t.cartPackageItemId)],
);

export const cartTextNodes = pgTable(
  'cart_text_nodes',
  {
    id: serial('id').primaryKey(),
    cartPackageItemId: integer('cart_package_item_id')
      .notNull()
      .references(() => cartPackageItems.id, { onDelete: 'cascade' }),
    packageItemTextNodeId: integer('package_item_text_node_id')
      .notNull()
      .references(() => packageItemTextNodes.id),
    value: text('value'),
  },
  (t) => [index('cart_text_nodes_item_idx').on(t.cartPackageItemId)],
);

/** Retouch and personalization chosen per subject (spec "Cart order service"). */
export const cartOrderServices = pgTable(
  'cart_order_services',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id),
    orderServiceId: integer('order_service_id')
      .notNull()
      .references(() => orderServices.id),
    price: integer('price').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    nameOnAllWallets: boolean('name_on_all_wallets').notNull().default(false),
    nameOnWallets: boolean('name_on_wallets').notNull().default(false),
    nameOnAllPrints: boolean('name_on_all_prints').notNull().default(false),
    yearOnAllWallets: boolean('year_on_all_wallets').notNull().default(false),
    yearOnAllPrints: boolean('year_on_all_prints').notNull().default(false),
    nameToPrint: text('name_to_print'),
    yearToPrint: text('year_to_print'),
  },
  (t) => [index('cart_order_services_cart_idx').on(t.cartId)],
);
