import { isHTTPError, isNetworkError, isTimeoutError } from 'ky';

export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Check your connection and try again.';
export const UNEXPECTED_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/** Every failed call ends as this: the server's `{ errors }` list (spec §7 "Handling of answers") and the status. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly errors: string[];

  constructor(status: number, errors: string[]) {
    super(errors.join('\n'));
    this.status = status;
    this.errors = errors;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function errorsOf(body: unknown): string[] | null {
  if (typeof body !== 'object' || body === null) return null;
  const { errors } = body as { errors?: unknown };
  if (!Array.isArray(errors)) return null;
  const list = errors.filter((e): e is string => typeof e === 'string' && e !== '');
  return list.length > 0 ? list : null;
}

/** Turns whatever a call threw into an ApiError: the body's errors when there are any, else the error itself. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isHTTPError(error)) {
    return new ApiError(error.response.status, errorsOf(error.data) ?? [UNEXPECTED_ERROR_MESSAGE]);
  }
  if (isNetworkError(error) || isTimeoutError(error)) return new ApiError(0, [NETWORK_ERROR_MESSAGE]);
  return new ApiError(0, [UNEXPECTED_ERROR_MESSAGE]);
}
