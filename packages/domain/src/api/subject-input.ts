import * as v from 'valibot';
import { boundedString, requiredText, TEXT_LIMITS } from '../validation/bounded';
import { MESSAGES } from '../validation/messages';
import { wholeNumber } from '../validation/whole-number';
import { EntityId } from './params';
import { RecordVersion, ResourceListQuery } from './resource';

/** Rows per `POST .../subjects/bulk`: the import sends a long file in chunks of this many. */
export const SUBJECT_BULK_LIMIT = 1000;
/** Custom and standard data fields one subject may carry. */
export const SUBJECT_FIELD_LIMIT = 30;

/** Optional trimmed text: blank becomes null (a spreadsheet's empty cell). */
const optionalText = (max: number) =>
  v.optional(v.nullable(v.pipe(boundedString(max), v.trim(), v.transform((text) => (text === '' ? null : text)))), null);

/** Printed on the camera card and typed by parents: letters, digits and dashes. */
export const AccessCode = v.optional(
  v.nullable(
    v.pipe(
      boundedString(TEXT_LIMITS.code),
      v.trim(),
      v.transform((text) => (text === '' ? null : text.toUpperCase())),
      v.nullable(v.pipe(v.string(), v.regex(/^[A-Z0-9-]{4,40}$/, 'Use 4 to 40 letters, digits or dashes'))),
    ),
  ),
  null,
);

export const SubjectFieldInput = v.strictObject({
  name: requiredText(60),
  value: optionalText(TEXT_LIMITS.line),
});
export type SubjectFieldInput = v.InferOutput<typeof SubjectFieldInput>;

const fields = v.optional(v.pipe(v.array(SubjectFieldInput), v.maxLength(SUBJECT_FIELD_LIMIT, `Use at most ${SUBJECT_FIELD_LIMIT} entries`)), []);

const person = {
  firstName: requiredText(TEXT_LIMITS.name),
  lastName: requiredText(TEXT_LIMITS.name),
  accessCode: AccessCode,
  externalId: optionalText(TEXT_LIMITS.code),
  fields,
};

/** `POST /api/v3/.../jobs/{jobId}/subjects` (spec §7; its payload is "not shown": this is ours). */
export const SubjectCreate = v.strictObject({ ...person, groupId: v.optional(v.nullable(EntityId), null) });
export type SubjectCreate = v.InferOutput<typeof SubjectCreate>;
export type SubjectCreateInput = v.InferInput<typeof SubjectCreate>;

export const SubjectUpdate = v.strictObject({ ...SubjectCreate.entries, version: RecordVersion });
export type SubjectUpdate = v.InferOutput<typeof SubjectUpdate>;

/** Rows of an Excel sheet: the most a roster file can have, so the most a row number can be. */
export const ROSTER_FILE_ROW_LIMIT = 1_048_576;

/**
 * One row of an import: the group by name (created when the job has none of that name), and optionally the
 * row's number in the studio's file, which the refusals then name ("Row 25: Same access code as row 2").
 */
export const SubjectBulkRow = v.strictObject({ ...person, group: optionalText(TEXT_LIMITS.name), line: v.optional(v.nullable(wholeNumber(1, ROSTER_FILE_ROW_LIMIT)), null) });
export type SubjectBulkRow = v.InferOutput<typeof SubjectBulkRow>;
export type SubjectBulkRowInput = v.InferInput<typeof SubjectBulkRow>;

/** `POST .../subjects/bulk`: one chunk, written all or nothing. */
export const SubjectBulkBody = v.strictObject({
  subjects: v.pipe(v.array(SubjectBulkRow), v.minLength(1, MESSAGES.atLeastOne), v.maxLength(SUBJECT_BULK_LIMIT, `Send at most ${SUBJECT_BULK_LIMIT} subjects per request`)),
});
export type SubjectBulkBody = v.InferOutput<typeof SubjectBulkBody>;

export const SubjectBulkQuery = v.object({
  returnData: v.optional(v.pipe(v.picklist(['true', 'false'], MESSAGES.oneOf(['true', 'false'])), v.transform((flag) => flag === 'true')), 'false'),
});

export const SubjectGroupCreate = v.strictObject({ name: requiredText(TEXT_LIMITS.name) });
export type SubjectGroupCreate = v.InferOutput<typeof SubjectGroupCreate>;
export const SubjectGroupUpdate = v.strictObject({ ...SubjectGroupCreate.entries, version: RecordVersion });
export type SubjectGroupUpdate = v.InferOutput<typeof SubjectGroupUpdate>;

/** GET .../subjects: the list query, and `groupId` for one group's subjects or `none` for those in no group. */
export const SubjectListQuery = v.object({
  ...ResourceListQuery.entries,
  groupId: v.optional(v.union([v.literal('none'), EntityId], 'This value must be a group id or none')),
});
export type SubjectListQuery = v.InferOutput<typeof SubjectListQuery>;
