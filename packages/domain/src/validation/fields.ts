import * as v from 'valibot';
import { MESSAGES } from './messages';
import { isMissing } from './missing';
import { isPhoneNumber } from './phone';

/** Required text, trimmed; whitespace alone is missing. */
export const requiredString = v.pipe(v.string(MESSAGES.required), v.trim(), v.nonEmpty(MESSAGES.required));

/** Required text where only the empty string is missing; the value is kept as typed. */
export const requiredStringKeepBlank = v.pipe(v.string(MESSAGES.required), v.nonEmpty(MESSAGES.required));

/** Optional text: trimmed, and an absent value becomes the empty string. */
export const optionalString = v.optional(v.pipe(v.string(), v.trim()), '');

/** A required, trimmed, valid e-mail address. */
export const emailString = v.pipe(
  v.string(MESSAGES.required),
  v.trim(),
  v.nonEmpty(MESSAGES.required),
  v.email(MESSAGES.email),
);

/** An e-mail address that may be left empty (absent → ""). */
export const optionalEmailString = v.optional(
  v.pipe(v.string(), v.trim(), v.check((s) => s === '' || v.is(v.pipe(v.string(), v.email()), s), MESSAGES.email)),
  '',
);

/** A required phone number with the spec's pattern. */
export const phoneString = v.pipe(
  v.string(MESSAGES.required),
  v.trim(),
  v.nonEmpty(MESSAGES.required),
  v.check(isPhoneNumber, MESSAGES.phone),
);

/** A phone number that may be left empty; when given it must match the pattern. */
export const optionalPhoneString = v.optional(
  v.pipe(v.string(), v.trim(), v.check((s) => s === '' || isPhoneNumber(s), MESSAGES.phone)),
  '',
);

/** A validation action for any value: present per {@link isMissing}. */
export const required = (mode: Parameters<typeof isMissing>[1] = 'blank') =>
  v.check<unknown, string>((value) => !isMissing(value, mode), MESSAGES.required);

/** A list with at least one item. */
export const atLeastOne = <TItem extends v.GenericSchema>(item: TItem) =>
  v.pipe(v.array(item, MESSAGES.atLeastOne), v.minLength(1, MESSAGES.atLeastOne));

/** A number of at least `n`; anything that is not a number (NaN, "5") fails with the same message. */
export const minNumber = (n: number) =>
  v.pipe(v.number(MESSAGES.min(n)), v.minValue(n, MESSAGES.min(n)));

/** One of a fixed list of values. */
export const oneOf = <const TOptions extends readonly (string | number)[]>(options: TOptions) =>
  v.picklist(options, MESSAGES.oneOf(options));
