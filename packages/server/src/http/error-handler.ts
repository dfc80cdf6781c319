import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { conflictMessage } from './db-conflict';
import { HttpError } from './http-error';
import { ValidationFailure } from './valibot-compiler';

/**
 * One place turns every failure into the `{ errors }` envelope. Messages of 4xx errors are for the
 * caller; a 5xx is logged in full and answered with a generic line, so internals never leak. A unique or
 * foreign-key violation is the caller's conflict (409) with a sentence from the domain, not a 5xx.
 */
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
