import * as v from 'valibot';
import { boundedString } from '../validation/bounded';

/**
 * An IANA time zone name (America/Chicago, UTC); the server also checks the database knows it. A file of
 * its own, like the report day: the studio's contract on every page takes it without the reports'.
 */
export const TimeZone = v.pipe(boundedString(64), v.regex(/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/, 'This value must be a time zone such as America/Chicago'));
