import type { FastifyInstance } from 'fastify';
import { answerMismatch } from '../hostile/answers';

/**
 * Every server test checks every API answer against the schema its route documents for that status (the OpenAPI
 * document's): an answer that drifted from it becomes a 500 naming the difference, so the module test that made
 * it fails. Only tests install this; production answers are never checked (docs/server.md).
 */
export function checkAnswersAgainstTheirSchemas(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const response = (request.routeOptions.schema as { response?: Record<string, unknown> } | undefined)?.response;
    if (!response || !request.url.startsWith('/api/') || request.url.startsWith('/api/docs')) return payload;
    const problem = answerMismatch(response, reply.statusCode, reply.getHeader('content-type'), payload, reply.getHeader('content-encoding'));
    if (!problem) return payload;
    const status = reply.statusCode;
    reply.code(500).type('application/json; charset=utf-8');
    return JSON.stringify({ errors: [`${request.method} ${request.url} answered ${status} unlike its documented schema: ${problem}`] });
  });
}
