export type TextInputMode = 'alphanumeric' | 'text';

// Unicode letters and decimal digits, so names like "José" or "Zoë" survive alphanumeric mode.
const NOT_ALPHANUMERIC = /[^\p{L}\p{M}\p{Nd}\s]/gu;

/**
 * Cleans typed text, on input and on blur (spec §5). Alphanumeric mode keeps letters, digits and
 * whitespace only. Every other mode drops the tilde, which separates values in the studio's
 * layout data (position coordinates use it) and would break them.
 */
export function filterTextInput(value: string, mode: TextInputMode | string = 'text'): string {
  return mode === 'alphanumeric' ? value.replace(NOT_ALPHANUMERIC, '') : value.replaceAll('~', '');
}
