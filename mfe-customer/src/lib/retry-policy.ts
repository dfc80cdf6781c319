import { isApiError } from '@shutterday/api-client';

/**
 * Retry what may pass (a dropped phone connection, a 5xx) at most twice, never a client error: an
 * unknown studio or order does not appear on a second try, and the parent should not wait for it.
 */
export function retryUnlessClientError(failureCount: number, error: unknown): boolean {
  if (isClientError(error)) return false;
  return failureCount < 2;
}

/** A 4xx answer: the same request gets the same answer, so "Try again" cannot help. */
export function isClientError(error: unknown): boolean {
  const status = isApiError(error) ? error.status : 0;
  return status >= 400 && status < 500;
}

/** The words to show for a failed load. */
export function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';
}
