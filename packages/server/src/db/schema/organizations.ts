import { index, integer, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
