import * as v from 'valibot';
import { DB_INTEGER_MAX, wholeNumber } from '../validation/whole-number';
import { ListQuery } from './params';

/**
 * The generic resource of spec §7: `GET {base}` (paged, with search and an optional `type`),
 * `GET {base}/{id}`, `POST {base}`, `PUT {base}/{id}`, `DELETE {base}/{id}`.
 */
export const ResourceListQuery = v.object({
  ...ListQuery.entries,
  type: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(40, 'Use at most 40 characters'))),
});
export type ResourceListQuery = v.InferOutput<typeof ResourceListQuery>;

/** The version a record had when the caller read it; a PUT with an older one answers 409. */
export const RecordVersion = wholeNumber(1, DB_INTEGER_MAX);

/** Every record of a resource carries these two (optimistic concurrency). */
export interface VersionedRecord {
  id: number;
  version: number;
}
