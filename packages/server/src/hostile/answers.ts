import type { LightMyRequestResponse } from 'fastify';
import * as v from 'valibot';
import { errorStatuses, isFileAnswer, isNoContent } from '../http/answers';
import { isValibotSchema } from '../http/valibot-compiler';
import type { HostileRoute } from './route-table';

const key = (route: Pick<HostileRoute, 'method' | 'url'>) => `${route.method} ${route.url}`;

/**
 * What the OpenAPI document cannot say about a route: each line says what to add. A route on `undocumented`
 * (the shrinking allow-list) may lack its 2xx answer for now; one that has it must leave the list.
 */
export function answerCoverageProblems(routes: HostileRoute[], undocumented: readonly string[], listFile: string): string[] {
  const listed = new Set(undocumented);
  return routes.flatMap((route) => {
    const statuses = Object.keys(route.answers).map(Number);
    const success = statuses.filter((status) => status >= 200 && status < 300);
    const described = success.every((status) => isValibotSchema(route.answers[status]) || isFileAnswer(route.answers[status]) || isNoContent(route.answers[status]));
    const documented = success.length > 0 && described;
    return [
      ...(!documented && !listed.has(key(route))
        ? [`${key(route)}: declare its success answer in schema.response (e.g. { 200: dataAnswer(X) } with X from @shutterday/domain/answers, fileAnswer(...) for a download, NO_CONTENT for a 204)`]
        : []),
      ...(documented && listed.has(key(route)) ? [`${key(route)}: documented now; take it off ${listFile}`] : []),
      ...errorStatuses(route).filter((status) => !isValibotSchema(route.answers[status])).map((status) => `${key(route)}: no { errors } envelope for ${status} (http/answers.ts adds them to every route)`),
    ];
  });
}

/**
 * Why an answer does not match what its route documents for that status, or null when it does. The success of a
 * route still on the allow-list is not checked (there is nothing to check it against); its refusals are.
 */
export function answerProblem(route: HostileRoute, url: string, answer: Pick<LightMyRequestResponse, 'statusCode' | 'headers' | 'body'>, undocumented: readonly string[] = []): string | null {
  const where = `${route.method} ${url} → ${answer.statusCode}`;
  if (answer.statusCode < 300 && undocumented.includes(key(route))) return null;
  const documented = route.answers[answer.statusCode] ?? route.answers[`${String(answer.statusCode)[0]}xx`];
  if (!documented) return `${where}: a status its schema.response does not document`;
  const contentType = String(answer.headers['content-type'] ?? '');
  if (isNoContent(documented)) return answer.body === '' ? null : `${where}: documented without a body, answered ${answer.body.slice(0, 80)}`;
  if (isFileAnswer(documented)) {
    const types = Object.keys(documented.content);
    return types.some((type) => type === '*/*' || contentType.startsWith(type)) ? null : `${where}: answered ${contentType || 'no content type'}, documented ${types.join(' or ')}`;
  }
  if (!isValibotSchema(documented)) return null;
  if (!contentType.includes('application/json')) return `${where}: answered ${contentType || 'no content type'} where JSON is documented`;
  const result = v.safeParse(documented, JSON.parse(answer.body));
  if (result.success) return null;
  const issues = result.issues.slice(0, 3).map((issue) => `${v.getDotPath(issue) ?? '(body)'}: ${issue.message}`);
  return `${where}: ${issues.join('; ')}`;
}
