import * as v from 'valibot';
import { MAX_PREORDER_FIELD_OPTIONS, MAX_PREORDER_FIELDS, PREORDER_FIELD_TYPES } from '../job/preorder-fields';
import { MESSAGES } from '../validation';
import { requiredText, TEXT_LIMITS } from '../validation/bounded';
import { CalendarDay } from './job-input';
import { RecordVersion } from './resource';

/**
 * The job's settings tabs (spec §2 "settings with tabs general, standard, preorder, prefields, gallery"):
 * one GET and one PUT per tab under .../jobs/{jobId}/settings/{tab}. Every PUT sends back the job's
 * `recordVersion` (409 when someone changed the job since) and answers the tab with the new one.
 */
const Flag = v.boolean(MESSAGES.required);
const OptionalDay = v.optional(v.nullable(CalendarDay), null);
const versioned = <T extends v.ObjectEntries>(entries: T) => v.strictObject({ ...entries, recordVersion: RecordVersion });

export const JOB_SETTINGS_TABS = ['general', 'standard', 'preorder', 'prefields', 'gallery'] as const;
export type JobSettingsTab = (typeof JOB_SETTINGS_TABS)[number];

/** general: name, picture day, access code (blank = none), the rspo restriction. `published` is read-only here. */
export const JobGeneralSettingsUpdate = versioned({
  name: requiredText(TEXT_LIMITS.name),
  pictureDay: OptionalDay,
  accessCode: v.optional(
    v.pipe(
      v.nullable(v.pipe(v.string(), v.maxLength(TEXT_LIMITS.code, `Use at most ${TEXT_LIMITS.code} characters`), v.trim(), v.regex(/^[A-Za-z0-9_-]*$/, 'Use letters, digits, - and _ only'))),
      v.transform((code) => (code ? code.toUpperCase() : null)),
    ),
    null,
  ),
  rspoJob: Flag,
});
export type JobGeneralSettingsUpdate = v.InferOutput<typeof JobGeneralSettingsUpdate>;
export type JobGeneralSettingsInput = v.InferInput<typeof JobGeneralSettingsUpdate>;
export interface JobGeneralSettings extends Omit<JobGeneralSettingsUpdate, 'recordVersion'> {
  published: boolean;
  recordVersion: number;
}

/** standard: the job order services (spec §3 "Job order service") offered with gallery-less ordering. */
export const JobStandardSettingsUpdate = versioned({
  allowRetouch: Flag,
  allowNameOnAllPrints: Flag,
  allowNameOnWallets: Flag,
  imageLevelService: Flag,
});
export type JobStandardSettingsUpdate = v.InferOutput<typeof JobStandardSettingsUpdate>;
export type JobStandardSettings = JobStandardSettingsUpdate;

/** preorder: prepay available, prepaySettings.importedData and the window (first and last day, UTC). */
export const JobPreorderSettingsUpdate = v.pipe(
  versioned({ prepayAvailable: Flag, importedData: Flag, opensOn: OptionalDay, closesOn: OptionalDay }),
  v.forward(
    v.check((s) => !s.opensOn || !s.closesOn || s.opensOn <= s.closesOn, 'The last day cannot be before the first day'),
    ['closesOn'],
  ),
);
export type JobPreorderSettingsUpdate = v.InferOutput<typeof JobPreorderSettingsUpdate>;
export type JobPreorderSettings = JobPreorderSettingsUpdate;

const PREORDER_FIELD_ENTRIES = {
  name: v.pipe(v.string(MESSAGES.required), v.maxLength(40, 'Use at most 40 characters'), v.regex(/^[a-z][a-z0-9_]*$/, 'Start with a letter; use a-z, 0-9 and _ only')),
  label: requiredText(TEXT_LIMITS.name),
  required: Flag,
  type: v.picklist(PREORDER_FIELD_TYPES, 'Choose text or choice'),
  options: v.optional(v.pipe(v.array(requiredText(60)), v.maxLength(MAX_PREORDER_FIELD_OPTIONS, `Offer at most ${MAX_PREORDER_FIELD_OPTIONS} answers`)), []),
};

/**
 * One preorder field as sent (a job's prefields, a defined field of the platform), with `extra` entries
 * (e.g. a record version): a choice offers at least two answers; a text field keeps none.
 */
export const preorderFieldInput = <TExtra extends v.ObjectEntries>(extra: TExtra) =>
  v.pipe(
    v.strictObject({ ...PREORDER_FIELD_ENTRIES, ...extra }),
    // `options` is an entry of every such object; valibot cannot prove it through the generic `extra`.
    v.forward(v.check((field) => field.type === 'text' || (field.options ?? []).length >= 2, 'A choice field needs at least two answers'), ['options'] as never),
    v.transform((field) => ({ ...field, options: field.type === 'text' ? [] : (field.options ?? []) })),
  );

const PreorderFieldInput = preorderFieldInput({});

/** prefields: the ordered list of fields a parent fills when ordering (names unique). */
export const JobPrefieldsSettingsUpdate = versioned({
  fields: v.pipe(
    v.array(PreorderFieldInput),
    v.maxLength(MAX_PREORDER_FIELDS, `Ask at most ${MAX_PREORDER_FIELDS} fields`),
    v.check((fields) => new Set(fields.map((f) => f.name)).size === fields.length, 'Each field needs its own name'),
  ),
});
export type JobPrefieldsSettingsUpdate = v.InferOutput<typeof JobPrefieldsSettingsUpdate>;
export type JobPrefieldsSettingsInput = v.InferInput<typeof JobPrefieldsSettingsUpdate>;
export type JobPrefieldsSettings = JobPrefieldsSettingsUpdate;

/**
 * gallery: gallery available, yearbook pose selection and its last day (UTC; selection closes at the end
 * of it, which is what isYearBookPoseSelectionExpired derives from), and the last day of online ordering
 * (a day of the studio's time zone, null for no end; isJobAvailable closes the job after it).
 */
export const JobGallerySettingsUpdate = v.pipe(
  versioned({ galleryAvailable: Flag, enableYearBookPoseSelection: Flag, poseSelectionEndsOn: OptionalDay, orderingClosesOn: OptionalDay }),
  v.forward(
    v.check((s) => !s.enableYearBookPoseSelection || s.poseSelectionEndsOn !== null, 'Give the last day of pose selection'),
    ['poseSelectionEndsOn'],
  ),
);
export type JobGallerySettingsUpdate = v.InferOutput<typeof JobGallerySettingsUpdate>;
export interface JobGallerySettings extends JobGallerySettingsUpdate {
  isYearBookPoseSelectionExpired: boolean;
}

/** What each tab's GET answers. */
export interface JobSettingsByTab {
  general: JobGeneralSettings;
  standard: JobStandardSettings;
  preorder: JobPreorderSettings;
  prefields: JobPrefieldsSettings;
  gallery: JobGallerySettings;
}

/** What each tab's PUT takes, as validated (server) and as sent (client). */
export interface JobSettingsUpdateByTab {
  general: JobGeneralSettingsUpdate;
  standard: JobStandardSettingsUpdate;
  preorder: JobPreorderSettingsUpdate;
  prefields: JobPrefieldsSettingsUpdate;
  gallery: JobGallerySettingsUpdate;
}
export interface JobSettingsInputByTab {
  general: JobGeneralSettingsInput;
  standard: v.InferInput<typeof JobStandardSettingsUpdate>;
  preorder: v.InferInput<typeof JobPreorderSettingsUpdate>;
  prefields: JobPrefieldsSettingsInput;
  gallery: v.InferInput<typeof JobGallerySettingsUpdate>;
}
