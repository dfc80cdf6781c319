import { bigint, boolean, index, integer, jsonb, pgEnum, pgSequence, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { carts, orderMethod } from './carts';
import { jobs } from './jobs';
import { packages } from './packages';
import { images, subjects } from './subjects';
import { studios } from './studios';
import { users } from './users';

/** Order numbers are what parents type in the lookup form: short, increasing, never reused. */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 100001, increment: 1, minValue: 100001 });

export const orderStatus = pgEnum('order_status', ['paid', 'refunded', 'cancelled']);
/** Where a paid order is on its way to the parent (domain FULFILMENT_STATUSES); the payment's state is `status`. */
/** How the order was paid (domain PAYMENT_METHODS): online orders by card, envelopes entered by the studio also cash, check or not yet (invoice, until the studio records the school's payment: cash, check or other). */
export const paymentMethod = pgEnum('payment_method', ['card', 'cash', 'check', 'invoice', 'other']);
export const fulfilmentStatus = pgEnum('fulfilment_status', ['paid', 'in_production', 'shipped', 'delivered']);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNumber: bigint('order_number', { mode: 'number' })
      .notNull()
      .default(sql`nextval('order_number_seq')`),
    // One order per cart: the unique index is the last line of defence against double submission.
    cartId: integer('cart_id').references(() => carts.id, { onDelete: 'set null' }),
    studioId: integer('studio_id')
      .notNull()
      .references(() => studios.id),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id),
    orderMethod: orderMethod('order_method').notNull(),
    status: orderStatus('status').notNull().default('paid'),
    email: text('email').notNull(),
    customerName: text('customer_name').notNull(),
    billingAddress: jsonb('billing_address'),
    shippingAddress: jsonb('shipping_address'),
    shippingOptionCode: text('shipping_option_code'),
    promoCode: text('promo_code'),
    subtotal: integer('subtotal').notNull(),
    services: integer('services').notNull().default(0),
    discount: integer('discount').notNull().default(0),
    shipping: integer('shipping').notNull().default(0),
    tax: integer('tax').notNull().default(0),
    total: integer('total').notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    // The cart's retouches and personalizations as placed (domain CartOrderServicesDetails), with their names.
    servicesDetail: jsonb('services_detail'),
    fulfilmentStatus: fulfilmentStatus('fulfilment_status').notNull().default('paid'),
    paymentMethod: paymentMethod('payment_method').notNull().default('card'),
    // The number written on a parent's check, for the studio's bank reconciliation.
    checkNumber: text('check_number'),
    // An order entered unpaid (bill the school) whose payment the studio recorded later: who recorded it and when.
    paymentRecordedBy: integer('payment_recorded_by').references(() => users.id, { onDelete: 'set null' }),
    paymentRecordedAt: timestamp('payment_recorded_at', { withTimezone: true }),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    inProductionAt: timestamp('in_production_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    // The charge that paid the studio (docs/server.md "Payouts"): the platform's commission taken as its
    // application fee and the connected account it went to; null for orders paid before payouts existed.
    applicationFee: integer('application_fee'),
    connectedAccount: text('connected_account'),
    // Set by the provider's charge.dispute.created event: the parent's bank is contesting the charge.
    disputedAt: timestamp('disputed_at', { withTimezone: true }),
    // A checkout's confirmation e-mail not yet handed to the mailer: set with the order, cleared by whoever
    // sends it (the submit, its retry, or the next start after a crash), so it goes out once.
    confirmationOwed: boolean('confirmation_owed').notNull().default(false),
  },
  (t) => [
    uniqueIndex('orders_order_number_unique').on(t.orderNumber),
    uniqueIndex('orders_cart_unique').on(t.cartId),
    index('orders_studio_paid_idx').on(t.studioId, t.paidAt),
    // Has the studio been paid to a connected account before (its details, read on every staff page): one
    // index entry, not a walk over a season's orders none of which were.
    index('orders_studio_connected_account_idx').on(t.studioId).where(sql`connected_account is not null`),
    index('orders_job_idx').on(t.jobId),
    index('orders_confirmation_owed_idx').on(t.placedAt).where(sql`confirmation_owed`),
    index('orders_job_fulfilment_idx').on(t.jobId, t.fulfilmentStatus),
    // A job's orders counted and summed as money by method (the staff job lists and the job's page) from the
    // index alone: every column those figures read, and the id their refunds join on.
    index('orders_job_money_idx').on(t.jobId, t.status, t.orderMethod, t.paymentMethod, t.total, t.tax, t.shipping, t.id),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    packageId: integer('package_id').references(() => packages.id, { onDelete: 'set null' }),
    packageName: text('package_name').notNull(),
    subjectId: integer('subject_id').references(() => subjects.id, { onDelete: 'set null' }),
    subjectName: text('subject_name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    // Snapshot of the chosen items, nodes and crops, so later catalogue edits never change a placed order.
    details: jsonb('details'),
  },
  // By subject: the reports' "latest paid order of this child" and the yearbook export read a job's children's lines.
  (t) => [index('order_lines_order_idx').on(t.orderId), index('order_lines_subject_idx').on(t.subjectId)],
);

export const paymentStatus = pgEnum('payment_status', ['pending', 'succeeded', 'failed', 'refunded']);

/** One row per charge attempt; the idempotency key makes a retried submission reuse the same charge. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id').references(() => carts.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    provider: text('provider').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    providerReference: text('provider_reference'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: paymentStatus('status').notNull(),
    failureMessage: text('failure_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_idempotency_unique').on(t.idempotencyKey),
    // At most one successful charge per cart, whatever happens above this line.
    uniqueIndex('payments_cart_succeeded_unique').on(t.cartId).where(sql`${t.status} = 'succeeded'`),
    index('payments_cart_idx').on(t.cartId),
  ],
);

/** Unguessable, expiring links to paid digital originals (token stored hashed). */
export const downloadLinks = pgTable(
  'download_links',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    imageId: integer('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    downloads: integer('downloads').notNull().default(0),
    // Set when a refund gave back the line that paid for this image: the parent reads "refunded", not "expired".
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('download_links_token_unique').on(t.tokenHash)],
);

/**
 * One refund of an order (docs/server.md "Job orders"): the money given back and its split into the
 * order's parts (domain `planLineRefund` / `planAmountRefund`), the lines it took, and the provider's
 * refund. The order's refunded total is the sum of its rows; the order row is locked while one is made.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    product: integer('product').notNull(),
    tax: integer('tax').notNull(),
    shipping: integer('shipping').notNull(),
    /** The platform's application fee this refund reversed (0 when the charge paid none). */
    fee: integer('fee').notNull().default(0),
    /** The order lines this refund gave back (empty for a refund of an amount). */
    lineIds: jsonb('line_ids').$type<number[]>().notNull().default([]),
    reason: text('reason'),
    provider: text('provider').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    providerReference: text('provider_reference'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('order_refunds_idempotency_unique').on(t.idempotencyKey), index('order_refunds_order_idx').on(t.orderId, t.createdAt)],
);
