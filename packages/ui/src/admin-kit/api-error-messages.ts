import { isApiError, UNEXPECTED_ERROR_MESSAGE } from '@shutterday/api-client';

/** The messages to show for a failed call: the server's errors, or one line for anything else. */
export function apiErrorMessages(error: unknown): string[] {
  if (isApiError(error)) return error.errors;
  return [UNEXPECTED_ERROR_MESSAGE];
}

/** 409: the record changed under the user (or a refusal such as a delete that is not allowed). */
export const isConflict = (error: unknown): boolean => isApiError(error) && error.status === 409;
