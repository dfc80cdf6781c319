import { isApiError, UNEXPECTED_ERROR_MESSAGE } from '@shutterday/api-client';
import { STALE_RECORD_MESSAGE } from '@shutterday/domain';

/** The messages to show for a failed call: the server's errors, or one line for anything else. */
export function apiErrorMessages(error: unknown): string[] {
  if (isApiError(error)) return error.errors;
  return [UNEXPECTED_ERROR_MESSAGE];
}

/** 409: the record changed under the user (or a refusal such as a delete that is not allowed). */
export const isConflict = (error: unknown): boolean => isApiError(error) && error.status === 409;

/** 409 because the record changed since it was read: Reload helps. (A refusal such as a taken name does not.) */
export const isStaleRecord = (error: unknown): boolean => isConflict(error) && (error as { errors: string[] }).errors.includes(STALE_RECORD_MESSAGE);
