import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { jobs } from './jobs';
import { studios } from './studios';
import { subjects } from './subjects';
import { mailLog } from './system';

/** "Tell me when the photos are ready": an address a parent left for a child before the photos were there. */
export const notifySignups = pgTable(
  'notify_signups',
  {
    id: serial('id').primaryKey(),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('notify_signups_subject_email_unique').on(t.subjectId, t.email)],
);

/**
 * Each e-mail parents are sent about a child (domain notifications): one row per event, address and child, made
 * before the e-mail is queued, so the same event never reaches the same address about the same child twice.
 */
export const notificationSends = pgTable(
  'notification_sends',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
    event: text('event', { enum: ['photos-ready', 'prepay-deadline', 'yearbook-deadline', 'gallery-closing'] }).notNull(),
    email: text('email').notNull(),
    status: text('status', { enum: ['queued', 'sent', 'failed'] }).notNull().default('queued'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('notification_sends_event_subject_email_unique').on(t.event, t.subjectId, t.email), index('notification_sends_job_idx').on(t.jobId)],
);

/** An address that asked a studio for no more e-mails about its photos (one click in any of them). */
export const notificationUnsubscribes = pgTable(
  'notification_unsubscribes',
  {
    studioId: integer('studio_id')
      .notNull()
      .references(() => studios.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** The job whose e-mail carried the click: counted on that job's overview. */
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('notification_unsubscribes_studio_email_unique').on(t.studioId, t.email)],
);

/** The studio's per-job switch for parents' e-mails; a job without a row tells parents. */
export const jobNotificationSettings = pgTable('job_notification_settings', {
  jobId: integer('job_id')
    .primaryKey()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  notifyParents: boolean('notify_parents').notNull().default(true),
});

/** Extra headers of a logged e-mail (List-Unsubscribe of parents' e-mails), sent with it by the relay. */
export const mailHeaders = pgTable('mail_headers', {
  mailId: integer('mail_id')
    .primaryKey()
    .references(() => mailLog.id, { onDelete: 'cascade' }),
  headers: jsonb('headers').$type<Record<string, string>>().notNull(),
});
