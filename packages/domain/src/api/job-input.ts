import * as v from 'valibot';
import { MESSAGES } from '../validation';
import { requiredText } from '../validation/bounded';
import { RecordVersion } from './resource';

/** A calendar day, `YYYY-MM-DD`, that exists (2026-02-30 does not). */
export const CalendarDay = v.pipe(
  v.string(),
  v.maxLength(10, 'Use the format YYYY-MM-DD'),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD'),
  v.check((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), 'This is not a valid date'),
);

/**
 * POST .../organizations/{organizationId}/jobs: a new job starts unpublished (spec §3: published, archived);
 * the picture day is optional, prepay and gallery are the two ways a parent can order (spec §4). A flag
 * left out takes the organization's defaults for new jobs (job/new-job-defaults.ts).
 */
export const JobCreate = v.strictObject({
  name: requiredText(120),
  pictureDay: v.optional(v.nullable(CalendarDay), null),
  prepayAvailable: v.optional(v.boolean(MESSAGES.required)),
  galleryAvailable: v.optional(v.boolean(MESSAGES.required)),
});
export type JobCreate = v.InferOutput<typeof JobCreate>;
export type JobCreateInput = v.InferInput<typeof JobCreate>;

/**
 * PUT .../jobs/{jobId}: the job's own `version` is the spec's major/minor job version, so the record
 * version a write sends back (409 when stale) is named `recordVersion` on jobs.
 */
export const JobUpdate = v.strictObject({
  ...JobCreate.entries,
  prepayAvailable: v.optional(v.boolean(MESSAGES.required), false),
  galleryAvailable: v.optional(v.boolean(MESSAGES.required), false),
  recordVersion: RecordVersion,
});
export type JobUpdate = v.InferOutput<typeof JobUpdate>;

/** POST .../jobs/{jobId}/publish | unpublish | archive: the record version the caller read. */
export const JobStateChange = v.strictObject({ recordVersion: RecordVersion });
export type JobStateChange = v.InferOutput<typeof JobStateChange>;

export const JOB_STATE_ACTIONS = ['publish', 'unpublish', 'archive'] as const;
export type JobStateAction = (typeof JOB_STATE_ACTIONS)[number];

/** The state filter of the jobs lists (kept in the URL as `state`). */
export const JOB_STATES = ['published', 'unpublished', 'archived'] as const;
export type JobState = (typeof JOB_STATES)[number];

export const ARCHIVED_JOB_MESSAGE = 'This job is archived and can no longer be changed.';
