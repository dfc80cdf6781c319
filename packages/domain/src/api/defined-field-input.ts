import type { PreorderField } from '../job/preorder-fields';
import { preorderFieldInput } from './job-settings';
import { RecordVersion } from './resource';

/**
 * A defined field: a preorder question the platform keeps ready (teacher, grade, T-shirt size…), which
 * staff copy into a job's prefields in one click. The job owns its copy: editing the definition later
 * changes no job.
 */
export const DefinedFieldCreate = preorderFieldInput({});
export type DefinedFieldCreate = PreorderField;

export const DefinedFieldUpdate = preorderFieldInput({ version: RecordVersion });
export type DefinedFieldUpdate = PreorderField & { version: number };

export interface DefinedFieldRecord extends PreorderField {
  id: number;
  version: number;
}

export const DEFINED_FIELD_MESSAGES = {
  nameTaken: 'name: A defined field with this key already exists',
} as const;
