import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { studios } from './studios';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    // Stored lower-cased so that look-ups and the unique index ignore case.
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    studioId: integer('studio_id').references(() => studios.id, { onDelete: 'cascade' }),
    isSystemAdmin: boolean('is_system_admin').notNull().default(false),
    // Spec §6: users flagged rspoJob are kept away from the jobs and organizations pages.
    rspoJob: boolean('rspo_job').notNull().default(false),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // The system admin edits users (optimistic concurrency, like every staff resource).
    version: integer('version').notNull().default(1),
    // Bumped by the database (migration 0010) whenever disabled, the password, the studio, the system
    // administrator flag or a permission changes; an access token carrying another value is refused.
    authVersion: integer('auth_version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email), index('users_studio_idx').on(t.studioId)],
);

export const userPermissions = pgTable(
  'user_permissions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permission: text('permission').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.permission] })],
);

export const userPreferences = pgTable(
  'user_preferences',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    buildMaximumCropperSize: integer('build_maximum_cropper_size').notNull().default(200),
    buildImagesPerRow: integer('build_images_per_row').notNull().default(6),
    useDarkMode: boolean('use_dark_mode').notNull().default(false),
  },
  (t) => [uniqueIndex('user_preferences_user_unique').on(t.userId)],
);

/**
 * Opaque refresh tokens, stored as sha256 hashes. A login starts a family; each refresh rotates to a new
 * row of the same family. Presenting a rotated token again means it leaked, so the family is revoked.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_unique').on(t.tokenHash), index('refresh_tokens_family_idx').on(t.familyId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_unique').on(t.tokenHash)],
);

/** A pending e-mail change: the link mailed to the new address (token stored hashed) changes the login once, before it expires. */
export const emailChangeTokens = pgTable(
  'email_change_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('email_change_tokens_hash_unique').on(t.tokenHash), index('email_change_tokens_user_idx').on(t.userId)],
);
