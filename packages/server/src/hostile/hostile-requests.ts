import type { InjectOptions } from 'fastify';
import { malformedBodies, malformedQueries, type MalformedBody } from './malformed-bodies';
import { malformedUploads } from './malformed-uploads';
import { fillPath, type HostileRoute } from './route-table';
import type { ParamValues } from './fixture';

/** One request of a route: a path, a query and a body, any of them hostile. */
export interface HostileRequest {
  label: string;
  url: string;
  headers: Record<string, string>;
  extra: Partial<InjectOptions>;
}

// Path values no id schema takes: words, beyond the database's integers, negative, fractional, NUL, very long.
const MALFORMED_PATH_VALUES = ['abc', '99999999999', '-1', '1.5', '%00', 'x'.repeat(90)];

/**
 * The bodies wrong as a whole (every JSON shape, every content type, the prototype keys, truncated, not JSON)
 * and the largest of the field variants (a megabyte string), not each field's variant of them. A refusal that
 * comes before the body is read cannot tell two variants of a field apart; the kinds show it is not read
 * at all (a parsed body would answer 400 or 415 to some of them, a validated one 400 to each) with less
 * than half the bodies (≈ 25 instead of ≈ 56 a route).
 */
function eachKind(bodies: readonly MalformedBody[]): MalformedBody[] {
  const variants = bodies.filter((body) => body.field !== undefined);
  const largest = variants.reduce<MalformedBody | null>((big, body) => (!big || body.payload.length > big.payload.length ? body : big), null);
  return [...bodies.filter((body) => body.field === undefined), ...(largest ? [largest] : [])];
}

/**
 * Every way the suite asks a route something it should refuse to a caller who may not use it: a plain request,
 * each malformed body (or upload) of its schema, each malformed query, and each path parameter malformed. The
 * answer to such a caller must not depend on any of them. `bodies: 'each kind'` sends one body of each kind
 * instead of every field's variant (`eachKind`), for refusals made before the body is read.
 */
export function hostileRequests(route: HostileRoute, params: ParamValues, { bodies: which = 'every' }: { bodies?: 'every' | 'each kind' } = {}): HostileRequest[] {
  const url = fillPath(route, params);
  const plainBody: Partial<InjectOptions> = route.body ? { payload: {} } : {};
  const bodies = route.body ? (which === 'every' ? malformedBodies(route.body) : eachKind(malformedBodies(route.body))) : route.multipart ? malformedUploads() : [];
  return [
    { label: 'a plain request', url, headers: {}, extra: plainBody },
    ...bodies.map((body) => ({ label: `the body ${body.label}`, url, headers: { 'content-type': body.contentType }, extra: { payload: body.payload } })),
    ...malformedQueries(route.query).map((query) => ({ label: `the query ?${query.slice(0, 60)}`, url: `${url}?${query}`, headers: {}, extra: plainBody })),
    ...route.params.flatMap((name) =>
      MALFORMED_PATH_VALUES.map((value) => ({
        label: `${name} = ${value.slice(0, 20)}`,
        url: route.url.replace(/:(\w+)\??/g, (_, param: string) => (param === name ? value : encodeURIComponent(params[param]!.victim))).replace(/\*$/, 'hostile-probe'),
        headers: {},
        extra: plainBody,
      })),
    ),
  ];
}
