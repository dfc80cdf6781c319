import * as v from 'valibot';

/** GET /api/customer/codes/{code}?studio=: a code typed in a "Have a code?" box. */
export const CodeLookupQuery = v.object({ studio: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(60, 'Use at most 60 characters'))) });
export const CodeLookupParams = v.object({ code: v.pipe(v.string(), v.maxLength(40, 'Use at most 40 characters')) });
