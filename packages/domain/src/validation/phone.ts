/**
 * Spec §5: an optional plus, an optional 3-digit area code, 3 digits, then 4 to 6 digits, each
 * group optionally separated by one dash, space or dot. The area code may be written with or
 * without parentheses, but parentheses must be balanced: "(555) 123-4567", "555.123.4567",
 * "123-4567" and "+15551234567" pass; "(555 123-4567" does not.
 */
export const PHONE_PATTERN = /^\+?(?:(?:\(\d{3}\)|\d{3})[-. ]?)?\d{3}[-. ]?\d{4,6}$/;

export function isPhoneNumber(value: string): boolean {
  return PHONE_PATTERN.test(value.trim());
}
