/**
 * How "required" decides that a value is missing. `blank` (the default): undefined, null, a
 * string of only whitespace, or an empty array. `emptyString`: only undefined, null and the
 * exact empty string — "  " and 0 count as values (spec §5: "it may treat only the empty string
 * as missing").
 */
export type MissingMode = 'blank' | 'emptyString';

export function isMissing(value: unknown, mode: MissingMode = 'blank'): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return mode === 'blank' ? value.trim() === '' : value === '';
  if (Array.isArray(value)) return mode === 'blank' && value.length === 0;
  return false;
}
