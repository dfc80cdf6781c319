import { index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const mailStatus = pgEnum('mail_status', ['recorded', 'sent', 'failed']);

/** Every outgoing message (the system admin's e-mail log); sent through SMTP only when configured. */
export const mailLog = pgTable(
  'mail_log',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    status: mailStatus('status').notNull().default('recorded'),
    error: text('error'),
    /** Set while one delivery holds the message at the relay; another delivery of it waits until this has passed. */
    sendingUntil: timestamp('sending_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_log_created_idx').on(t.createdAt)],
);

export const backgroundJobStatus = pgEnum('background_job_status', ['queued', 'running', 'done', 'failed']);

/** Background work shared by several API instances (claimed with FOR UPDATE SKIP LOCKED). */
export const backgroundJobs = pgTable(
  'background_jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().default({}),
    status: backgroundJobStatus('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('background_jobs_queue_idx').on(t.status, t.runAt)],
);

/** Key/value platform configuration edited by the system admin (spec "configuration"). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});
