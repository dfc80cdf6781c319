import * as v from 'valibot';
import { MAX_DEFAULT_DAY_OFFSET, type JobDefaults } from '../job/new-job-defaults';
import { RecordVersion } from './resource';

const flag = v.boolean('This value must be true or false');
/** Whole days, 0–365, or null for "no date". */
const dayOffset = v.nullable(
  v.pipe(
    v.number('This value must be a whole number'),
    v.integer('This value must be a whole number'),
    v.minValue(0, 'This value must be at least 0'),
    v.maxValue(MAX_DEFAULT_DAY_OFFSET, `This value must be at most ${MAX_DEFAULT_DAY_OFFSET}`),
  ),
);

export const PrepayDefaultsInput = v.strictObject({ available: flag, importedData: flag, opensDaysBefore: dayOffset, closesDaysAfter: dayOffset });
export const GalleryDefaultsInput = v.strictObject({ available: flag, enableYearBookPoseSelection: flag, poseSelectionDeadlineDays: dayOffset });

/**
 * PUT .../organizations/{organizationId}/job-defaults: the whole defaults (the Prepay and Gallery pages each
 * send back the other half as read) plus the version they were read at.
 */
export const OrganizationJobDefaultsUpdate = v.strictObject({ prepay: PrepayDefaultsInput, gallery: GalleryDefaultsInput, version: RecordVersion });
export type OrganizationJobDefaultsUpdate = v.InferOutput<typeof OrganizationJobDefaultsUpdate>;

/** GET .../job-defaults: `saved` is false while the organization follows the studio's defaults (version 1). */
export interface OrganizationJobDefaults extends JobDefaults {
  saved: boolean;
  version: number;
}
