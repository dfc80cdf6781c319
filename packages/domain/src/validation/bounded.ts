import * as v from 'valibot';
import { MESSAGES } from './messages';

/**
 * The maxima every API text and list is held to, by meaning, and the small schemas that carry them.
 * Every schema of api/* builds its strings and lists from these (the server's hostile suite fails on a
 * string or list without a maximum), so a new schema is bounded the same way.
 */
export const TEXT_LIMITS = {
  /** RFC 5321: a forward path holds at most 254 characters. */
  email: 254,
  /** Names of people, studios, organizations, jobs, packages. */
  name: 120,
  /** Codes, slugs, numbers typed by people: access codes, promo codes, order numbers, ZIP codes. */
  code: 40,
  /** Opaque tokens (refresh, reset, subject, signatures): ours are 43–300 characters. */
  token: 512,
  /** Passwords: long passphrases are welcome, megabytes are not. */
  password: 200,
  /** One line of free text (an address line, a search). */
  line: 200,
  /** A paragraph (notes, data field values). */
  paragraph: 2000,
  /** A number or an id sent as text ("2147483647"). */
  digits: 12,
} as const;

const tooLong = (max: number) => `Use at most ${max} characters`;

/** A string of at most `max` characters (checked before any other rule, so a huge value costs nothing). */
export const boundedString = (max: number, message?: string) => v.pipe(v.string(message), v.maxLength(max, tooLong(max)));

/** Trimmed text of at most `max` characters. */
export const boundedText = (max: number) => v.pipe(v.string(), v.maxLength(max, tooLong(max)), v.trim());

/** Required, trimmed text of at most `max` characters. */
export const requiredText = (max: number) =>
  v.pipe(v.string(MESSAGES.required), v.maxLength(max, tooLong(max)), v.trim(), v.nonEmpty(MESSAGES.required));

/** A trimmed e-mail address of at most 254 characters. */
export const boundedEmail = v.pipe(
  v.string(MESSAGES.required),
  v.maxLength(TEXT_LIMITS.email, tooLong(TEXT_LIMITS.email)),
  v.trim(),
  v.email('This value is not a valid email address'),
);

/** A list of at most `max` items. */
export const boundedList = <TItem extends v.GenericSchema>(item: TItem, max: number) =>
  v.pipe(v.array(item), v.maxLength(max, `Use at most ${max} items`));
