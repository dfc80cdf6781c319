import type { LightMyRequestResponse } from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import * as v from 'valibot';
import { errorStatuses, isFileAnswer, isNoContent } from '../http/answers';
import { isValibotSchema } from '../http/valibot-compiler';
import type { HostileRoute } from './route-table';

const key = (route: Pick<HostileRoute, 'method' | 'url'>) => `${route.method} ${route.url}`;

/** What the OpenAPI document cannot say about a route: each line says what to add. */
export function answerCoverageProblems(routes: HostileRoute[]): string[] {
  return routes.flatMap((route) => {
    const statuses = Object.keys(route.answers).map(Number);
    const success = statuses.filter((status) => status >= 200 && status < 300);
    const described = success.every((status) => isValibotSchema(route.answers[status]) || isFileAnswer(route.answers[status]) || isNoContent(route.answers[status]));
    return [
      ...(success.length > 0 && described
        ? []
        : [`${key(route)}: declare its success answer in schema.response (e.g. { 200: dataAnswer(X) } with X from @shutterday/domain/answers, fileAnswer(...) for a download, NO_CONTENT for a 204)`]),
      ...errorStatuses(route).filter((status) => !isValibotSchema(route.answers[status])).map((status) => `${key(route)}: no { errors } envelope for ${status} (http/answers.ts adds them to every route)`),
    ];
  });
}

/** Why an answer does not match what its route documents for that status, or null when it does. */
export function answerProblem(route: HostileRoute, url: string, answer: Pick<LightMyRequestResponse, 'statusCode' | 'headers' | 'body'>): string | null {
  const problem = answerMismatch(route.answers, answer.statusCode, answer.headers['content-type'], answer.body);
  return problem && `${route.method} ${url} → ${answer.statusCode}: ${problem}`;
}

/**
 * How an answer differs from what `answers` (a route's schema.response) documents for its status, or null. A body
 * that is not text (a file streamed) is judged by its content type only.
 */
export function answerMismatch(answers: Record<string, unknown>, status: number, contentTypeHeader: unknown, sent: unknown, contentEncoding?: unknown): string | null {
  // A compressed answer is checked as the client reads it, decompressed.
  const body = Buffer.isBuffer(sent) && contentEncoding === 'br' ? brotliDecompressSync(sent) : Buffer.isBuffer(sent) && contentEncoding === 'gzip' ? gunzipSync(sent) : sent;
  const documented = answers[status] ?? answers[`${String(status)[0]}xx`];
  if (!documented) return 'a status its schema.response does not document';
  const contentType = String(contentTypeHeader ?? '');
  // JSON kept as bytes (an answer kept in memory, sent as is) is checked like JSON sent as text.
  const jsonBytes = Buffer.isBuffer(body) && contentType.includes('application/json');
  const text = typeof body === 'string' ? body : jsonBytes ? body.toString('utf8') : Buffer.isBuffer(body) ? null : body === undefined || body === null ? '' : null;
  if (isNoContent(documented)) return text === '' ? null : `documented without a body, answered ${String(text ?? 'a file').slice(0, 80)}`;
  if (isFileAnswer(documented)) {
    const types = Object.keys(documented.content);
    return types.some((type) => type === '*/*' || contentType.startsWith(type)) ? null : `answered ${contentType || 'no content type'}, documented ${types.join(' or ')}`;
  }
  if (!isValibotSchema(documented)) return null;
  if (!contentType.includes('application/json') || text === null) return `answered ${contentType || 'no content type'} where JSON is documented`;
  const result = v.safeParse(documented, JSON.parse(text));
  if (result.success) return null;
  return result.issues.slice(0, 3).map((issue) => `${v.getDotPath(issue) ?? '(body)'}: ${issue.message}`).join('; ');
}
