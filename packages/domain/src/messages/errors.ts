/** The spec's §8 error catalogue, word for word. Messages with a value are functions. */
export const ERROR_MESSAGES = {
  authenticationFailed: 'Failed to authenticate',
  workflowsFetchFailed: 'Failed to fetch workflows',
  workflowDeleteFailed: (id: number | string): string => `Failed to delete workflow with ID ${id}`,
  genericError: 'An error occurred',
} as const;

/** Prefix of a toast that shows several errors (spec §8). */
export const MULTIPLE_ERRORS_PREFIX = 'Oops:';

/**
 * The generic toaster's text: one error as is; several on separate lines under "Oops:".
 */
export function toastErrorText(errors: string | readonly string[]): string {
  const list = typeof errors === 'string' ? [errors] : errors;
  if (list.length <= 1) return list[0] ?? '';
  return [MULTIPLE_ERRORS_PREFIX, ...list].join('\n');
}

/** A form alert: the error string, or an array of errors one per line. */
export function formAlertText(error: string | readonly string[]): string {
  return typeof error === 'string' ? error : error.join('\n');
}

/** A field error under its input: the string, or array items joined by commas. */
export function fieldErrorText(error: string | readonly string[]): string {
  return typeof error === 'string' ? error : error.join(', ');
}
