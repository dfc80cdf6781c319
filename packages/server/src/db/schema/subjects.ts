import { boolean, index, integer, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { jobs } from './jobs';

/** A class or a team: the unit a group image belongs to. */
export const subjectGroups = pgTable(
  'subject_groups',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // An import names groups: one group per name in a job.
  (t) => [index('subject_groups_job_idx').on(t.jobId), uniqueIndex('subject_groups_job_name_unique').on(t.jobId, t.name)],
);

export const subjects = pgTable(
  'subjects',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => subjectGroups.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    // Printed on the camera card; lets a parent open exactly their child's photos.
    accessCode: text('access_code'),
    // The school's own id (student number), when its export has one.
    externalId: text('external_id'),
    // How a re-import finds this subject (domain subjectImportKey): the external id, else names and group.
    importKey: text('import_key'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('subjects_job_idx').on(t.jobId),
    uniqueIndex('subjects_job_import_key_unique').on(t.jobId, t.importKey),
    uniqueIndex('subjects_job_access_code_unique').on(t.jobId, t.accessCode),
  ],
);

export const subjectFields = pgTable(
  'subject_fields',
  {
    id: serial('id').primaryKey(),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    value: text('value'),
    templateId: integer('template_id'),
    optionId: integer('option_id'),
  },
  (t) => [index('subject_fields_subject_idx').on(t.subjectId)],
);

export const imageLookupType = pgEnum('image_lookup_type', ['hosted-individual', 'hosted-group']);
/** Thumbnail and watermarked preview: pending until the background worker made them. */
export const imageProcessingStatus = pgEnum('image_processing_status', ['pending', 'done', 'failed']);

/** An uploaded photo. The original stays in storage; customers only get watermarked previews. */
export const images = pgTable(
  'images',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    subjectId: integer('subject_id').references(() => subjects.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => subjectGroups.id, { onDelete: 'cascade' }),
    type: imageLookupType('type').notNull(),
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key'),
    previewKey: text('preview_key'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    // Rows written before intake existed (the seed) are ready; an upload starts as pending.
    status: imageProcessingStatus('status').notNull().default('done'),
    failureReason: text('failure_reason'),
    /** The name the photographer's file had (matching, the unmatched list); never a storage path. */
    fileName: text('file_name'),
    /** sha-256 of the uploaded bytes: a retried upload of the same file answers the photo already stored. */
    contentHash: text('content_hash'),
    /** The fingerprint of the watermark on the stored thumbnail and preview (null: made before marks could change). */
    markedWith: text('marked_with'),
    /** EXIF DateTimeOriginal with sub-seconds, on the camera's clock (no time zone); keyframe matching's order. */
    capturedAt: timestamp('captured_at', { precision: 3 }),
    /** The camera body's EXIF serial: keyframe runs are per camera. */
    cameraSerial: text('camera_serial'),
    /** The camera card read in the photo (`SD1:{jobId}:{subjectId}`, a group's `SD1:{jobId}:G{groupId}`), as read: it may name another job, or nobody. */
    cardJobId: integer('card_job_id'),
    cardSubjectId: integer('card_subject_id'),
    cardGroupId: integer('card_group_id'),
    /** The photo queue saw a camera card whose code it could not read: its run is "card not read". */
    cardUnread: boolean('card_unread').notNull().default(false),
    /** A card read as this job's: a marker of keyframe matching, shown to the studio, never to parents. */
    isCard: boolean('is_card').notNull().default(false),
    /**
     * Who placed the photo: `studio` (a subject picked at upload or by hand; keyframe matching leaves it be),
     * `card` (keyframe matching, which may move it again), null (as uploaded: the file-name rule or nobody).
     */
    placedBy: text('placed_by', { enum: ['studio', 'card'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('images_subject_idx').on(t.subjectId),
    index('images_group_idx').on(t.groupId),
    index('images_job_idx').on(t.jobId),
    uniqueIndex('images_job_content_hash_idx').on(t.jobId, t.contentHash),
  ],
);
