import { index, integer, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orderLines, orders } from './orders';
import { users } from './users';

export const printFileStatus = pgEnum('print_file_status', ['pending', 'ready', 'failed']);

/**
 * One print file of an order item (docs/print.md "Fulfilment"): made in the background once the order is
 * paid, and again for each reprint (`reprint` counts them, with the studio's reason and who asked).
 */
export const orderPrintFiles = pgTable(
  'order_print_files',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    /** 1-based places of the line in the order and of the item in the line, as the order page numbers them. */
    lineNo: integer('line_no').notNull(),
    itemNo: integer('item_no').notNull(),
    reprint: integer('reprint').notNull().default(0),
    reason: text('reason'),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    status: printFileStatus('status').notNull().default('pending'),
    storageKey: text('storage_key'),
    width: integer('width'),
    height: integer('height'),
    bytes: integer('bytes'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
  },
  (t) => [
    index('order_print_files_order_idx').on(t.orderId),
    uniqueIndex('order_print_files_item_unique').on(t.orderLineId, t.itemNo, t.reprint),
    index('order_print_files_pending_idx').on(t.status),
  ],
);
