import { isApiError } from '@shutterday/api-client';

/**
 * Retry what may pass (a dropped phone connection, a 5xx) at most twice, never a client error: an
 * unknown studio or order does not appear on a second try, and the parent should not wait for it.
 */
export function retryUnlessClientError(failureCount: number, error: unknown): boolean {
  const status = isApiError(error) ? error.status : 0;
  if (status >= 400 && status < 500) return false;
  return failureCount < 2;
}

/** The words to show for a failed load. */
export function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';
}
