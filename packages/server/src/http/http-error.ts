/** An error whose messages are meant for the caller; anything else becomes a generic 500. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly messages: string[];
  /** Extra response headers, e.g. Retry-After of a 429. */
  readonly headers: Record<string, string>;

  constructor(statusCode: number, messages: string | string[], headers: Record<string, string> = {}) {
    const list = Array.isArray(messages) ? messages : [messages];
    super(list.join('; '));
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.messages = list;
    this.headers = headers;
  }
}

export const badRequest = (messages: string | string[]) => new HttpError(400, messages);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const forbidden = (message = 'You do not have access to this resource') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
/** 429 with the seconds to wait in Retry-After (RFC 9110 §10.2.3). */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
