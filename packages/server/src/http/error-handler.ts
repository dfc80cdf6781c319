import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { conflictMessage } from './db-conflict';
import { isDatabaseUnavailable } from './db-unavailable';
import { HttpError } from './http-error';
import { ValidationFailure } from './valibot-compiler';

/**
 * One place turns every failure into the `{ errors }` envelope. Messages of 4xx errors are for the
 * caller; a 5xx is logged in full and answered with a generic line, so internals never leak. A unique or
 * foreign-key violation is the caller's conflict (409) with a sentence from the domain, not a 5xx.
 */
/** The words of every 503: the service, not the request, is at fault for now. */
export const SERVICE_UNAVAILABLE = 'The service is temporarily unavailable';

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | ValidationFailure, request, reply) => {
    if (error instanceof HttpError || error instanceof ValidationFailure) {
      if (error instanceof HttpError) reply.headers(error.headers);
      return reply.status(error.statusCode).send({ errors: error.messages });
    }
    // A unique rule or a reference the database refused: a race or a case no route check foresaw, never a 5xx.
    const conflict = conflictMessage(error);
    if (conflict) {
      request.log.warn({ err: error }, 'database conflict answered with 409');
      return reply.status(409).send({ errors: [conflict] });
    }
    // The database restarting or out of reach: the maintenance page, and the next request tries again.
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable: answered 503');
      return reply.status(503).header('retry-after', '5').send({ errors: [SERVICE_UNAVAILABLE] });
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status === 503 ? 503 : 500).send({ errors: ['Something went wrong on our side. Please try again.'] });
    }
    // Fastify's own 4xx (malformed JSON, unsupported media type, body too large, rate limits).
    const message = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError ? 'body: The request body is not valid JSON' : error.message;
    return reply.status(status).send({ errors: [message] });
  });
}

/** Unknown API paths answer in the envelope; the static host adds the SPA history fallback before this. */
export function apiNotFound(request: FastifyRequest, reply: FastifyReply): void {
  reply.status(404).send({ errors: [`No such endpoint: ${request.method} ${request.url.split('?')[0]}`] });
}
