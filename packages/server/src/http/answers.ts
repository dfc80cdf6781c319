import { ErrorsAnswer } from '@shutterday/domain/answers';
import type { RouteOptions } from 'fastify';
import * as v from 'valibot';
import { authClass } from '../hostile/route-classes';

/**
 * What a route answers, per status, in `schema.response`: a valibot schema from @shutterday/domain/answers for a
 * JSON body, `fileAnswer` for a download, `NO_CONTENT` for an empty 204. The schemas document the answers (the
 * OpenAPI document converts them) and the hostile suite checks every answer against them; they never serialize
 * (see `plainJsonSerializer` and docs/server.md). The `{ errors }` envelope of every refusal is added to every
 * route by `documentErrorAnswers`, so no route can forget it.
 */
export type Answers = Record<number, v.GenericSchema | FileAnswer | NoContent>;

export interface FileAnswer {
  description: string;
  content: Record<string, { schema: { type: 'string'; format: 'binary' } }>;
}

export interface NoContent {
  description: string;
  type: 'null';
}

/** A download or a page: its body is the file, of one of these content types. */
export function fileAnswer(description: string, ...contentTypes: string[]): FileAnswer {
  return { description, content: Object.fromEntries(contentTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])) };
}

export const NO_CONTENT: NoContent = { description: 'Done; no body', type: 'null' };

export const isFileAnswer = (answer: unknown): answer is FileAnswer => !!answer && typeof answer === 'object' && 'content' in answer;
export const isNoContent = (answer: unknown): answer is NoContent => answer === NO_CONTENT || (!!answer && typeof answer === 'object' && (answer as NoContent).type === 'null');

const ERRORS: Record<number, string> = {
  400: 'The body, query or path is malformed; each line names the field',
  401: 'No valid access token (missing, forged, expired or revoked)',
  403: 'The signed-in user may not do this',
  404: 'No such record here (or not this caller’s)',
  409: 'Refused by the current state: a stale version, a name already taken, a record still in use, a job not open for ordering',
  413: 'The body is too large',
  415: 'The body is not of a type this route takes',
  429: 'Too many requests from this address; Retry-After says when to try again',
  500: 'A failure on our side; its details are logged, never answered',
  503: 'The service is down for a moment (maintenance, the database unreachable)',
};

/** The `{ errors }` envelope with a line saying when it comes; a route declares its own rarer refusals with it (402, 410). */
export const refusal = (description: string) => v.pipe(ErrorsAnswer, v.description(description));
const errorAnswer = (status: number) => refusal(ERRORS[status]!);

/** The refusals a route can answer, from what it is: who may call it, whether it takes a body, whether it is limited. */
export function errorStatuses(route: { url: string; method: string | string[]; config?: unknown }): number[] {
  const who = authClass(route.url);
  const api = route.url.startsWith('/api/');
  const signedIn = who !== 'public' || route.url.startsWith('/api/auth/');
  const writes = [route.method].flat().some((method) => method !== 'GET' && method !== 'HEAD');
  const limited = !!(route.config as { rateLimit?: unknown } | undefined)?.rateLimit || (who === 'public' && api);
  return [
    400,
    ...(signedIn ? [401] : []),
    ...(api ? [403] : []),
    404,
    ...(api ? [409] : []),
    ...(writes ? [413, 415] : []),
    ...(limited ? [429] : []),
    500,
    503,
  ];
}

const ANY_FILE = '*/*';
const HTML = 'text/html';

/**
 * The routes that plugins register (the static apps, the API document's own pages): files, documented here by path
 * since their code is not ours. Any other route declares its answers where it is written.
 */
const PLUGIN_FILES: Record<string, Answers> = {
  '/': { 200: fileAnswer('The shell', HTML) },
  '/*': { 200: fileAnswer('A file of the shell', ANY_FILE) },
  '/remotes/*': { 200: fileAnswer('A file of a remote', ANY_FILE) },
  '/api/docs': { 200: fileAnswer('The API document, to read', HTML), 302: fileAnswer('To the API document', ANY_FILE) },
  '/api/docs/': { 200: fileAnswer('The API document, to read', HTML), 302: fileAnswer('To the API document', ANY_FILE) },
  '/api/docs/static/index.html': { 200: fileAnswer('The API document, to read', HTML), 302: fileAnswer('To the API document', ANY_FILE) },
  '/api/docs/static/swagger-initializer.js': { 200: fileAnswer('Its script', 'application/javascript') },
  '/api/docs/static/*': { 200: fileAnswer('Its files', ANY_FILE) },
  '/api/docs/json': { 200: fileAnswer('The OpenAPI document', 'application/json') },
  '/api/docs/yaml': { 200: fileAnswer('The OpenAPI document', 'application/x-yaml') },
};

/** onRoute hook: every route documents the `{ errors }` envelope for each refusal it can answer, next to its own answers. */
export function documentErrorAnswers(route: RouteOptions): void {
  const schema = (route.schema ?? {}) as { response?: Record<string, unknown> };
  const errors = Object.fromEntries(errorStatuses(route).map((status) => [status, errorAnswer(status)]));
  route.schema = { ...schema, response: { ...errors, ...PLUGIN_FILES[route.url], ...schema.response } };
}

/**
 * The serializer of every answer: plain JSON.stringify, what Fastify does for a route without response schemas.
 * A compiled serializer (fast-json-stringify) would drop any field a schema does not name, hiding the very drift
 * the hostile suite looks for; so the response schemas describe, the tests check, and this serializes.
 */
export const plainJsonSerializer = () => (data: unknown) => JSON.stringify(data);

export const CSV_FILE = fileAnswer('The report, as CSV (one header row, then a row per record)', 'text/csv');
export const PDF_FILE = fileAnswer('The document, as PDF', 'application/pdf');
export const IMAGE_FILE = fileAnswer('The image', 'image/jpeg', 'image/png', 'image/webp');
