import * as v from 'valibot';
import { boundedEmail } from '../validation/bounded';
import { DB_INTEGER_MAX, wholeNumberOrText } from '../validation/whole-number';
import { PageParams } from '../paging';

/** A route id (spec §5: ids are parsed to integers). Path and query values arrive as text. */
export const EntityId = wholeNumberOrText(1, DB_INTEGER_MAX);

/** A 0/1 filter of a list (spec §7: prepay and galleries as 0 or 1). */
export const ZeroOneFlag = v.optional(
  v.pipe(v.union([v.literal('0'), v.literal('1'), v.literal(0), v.literal(1)], 'This value must be one of 0, 1'), v.transform((value) => String(value) === '1')),
);

const SearchText = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'Use at most 100 characters')));

/** The body of a write that carries nothing but its path (an attach, a switch, a refund): `{}` and nothing else. */
export const EmptyBody = v.strictObject({});

/** A paged list with an optional free-text search. */
export const ListQuery = v.object({ ...PageParams.entries, search: SearchText });
export type ListQuery = v.InferOutput<typeof ListQuery>;

/** GET .../organizations/{orgId}/jobs and .../jobs of the studio admin; `state` narrows to published, unpublished (neither archived) or archived jobs. */
export const StudioJobsQuery = v.object({
  ...ListQuery.entries,
  prepay: ZeroOneFlag,
  galleries: ZeroOneFlag,
  state: v.optional(v.picklist(['published', 'unpublished', 'archived'], 'This value must be one of published, unpublished, archived')),
});
export type StudioJobsQuery = v.InferOutput<typeof StudioJobsQuery>;

/** GET /api/customer/studios/{studioId}/jobs: `code` is the studio access code or a job's access code. */
export const CustomerJobsQuery = v.object({
  ...ListQuery.entries,
  code: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(40, 'Use at most 40 characters'))),
});
export type CustomerJobsQuery = v.InferOutput<typeof CustomerJobsQuery>;

/** GET /api/customer/jobs/{jobId}/orders/{orderNumber}?email= (the confirmation page visited directly). */
export const OrderPageQuery = v.object({
  email: boundedEmail,
});
export type OrderPageQuery = v.InferOutput<typeof OrderPageQuery>;
