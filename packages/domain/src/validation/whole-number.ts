import * as v from 'valibot';

/**
 * PostgreSQL's `integer` (and `serial`): the range of every id, version, count and amount column. The
 * two `bigint` columns (order numbers, content versions) are never taken as a number from a request.
 * A value beyond it would reach the database and fail there (a 500); the schema refuses it with a 400.
 */
export const DB_INTEGER_MIN = -2147483648;
export const DB_INTEGER_MAX = 2147483647;

const WHOLE = 'This value must be a whole number';
const atLeast = (min: number) => `This value must be at least ${min}`;
const atMost = (max: number) => `This value must be at most ${max}`;

/** A whole number sent as a JSON number, from `min` to `max` (text is refused). */
export const wholeNumber = (min: number, max: number, message = WHOLE) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(min, atLeast(min)), v.maxValue(max, atMost(max)));

/**
 * A non-negative whole number sent as text (a path or a query) or as a JSON number, from `min` to `max`.
 * Text is digits only (no sign, fraction, exponent or hex), and at most as long as `max` written out, so
 * "9007199254740993" is refused before it could be rounded.
 */
export const wholeNumberOrText = (min: number, max: number) =>
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.maxLength(12, WHOLE), v.trim(), v.regex(new RegExp(`^\\d{1,${String(max).length}}$`), WHOLE), v.toNumber())], WHOLE),
    v.integer(WHOLE),
    v.minValue(min, atLeast(min)),
    v.maxValue(max, atMost(max)),
  );
