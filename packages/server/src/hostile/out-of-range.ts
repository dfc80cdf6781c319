import { DB_INTEGER_MAX, DB_INTEGER_MIN } from '@shutterday/domain';
import type * as v from 'valibot';
import { plausible, setAt } from './malformed-bodies';
import { HOSTILE_QUERY, type ParamValues } from './fixture';
import type { HostileRoute } from './route-table';
import { action, OBJECT_TYPES, WRAPPERS, type SchemaNode } from './schema-node';

/**
 * Numbers past the database's integer range (one over it, and one a double cannot even hold), and the
 * ids no row has: each must be refused with a 4xx wherever a route takes a whole number.
 */
export const OUT_OF_RANGE = ['2147483648', '9007199254740993', '-1', '0'];

/**
 * Numbers that never reach an integer column may go past its range, up to what a double holds exactly.
 * Each is named here with the reason, so a new exception is a conscious decision.
 */
export const NOT_STORED_NUMBERS: Record<string, string> = {
  'GET /api/customer/images/:imageId/:variant querystring.e': 'the signed URL expiry in Unix seconds, checked against the signature only',
};

type Path = Array<string | number>;
export interface NumberPlace {
  path: Path;
  min: number | undefined;
  max: number | undefined;
}

const requirement = (node: SchemaNode, type: string) => {
  const value = action(node, type)?.requirement;
  return typeof value === 'number' ? value : undefined;
};
const isNumber = (node: SchemaNode | string | number): boolean =>
  typeof node === 'object' && (node.type === 'number' || action(node, 'to_number') !== undefined);

/** Every number a schema takes (JSON numbers, and text turned into a number), with its declared range. */
export function numberPlaces(schema: v.GenericSchema | SchemaNode, path: Path = []): NumberPlace[] {
  const node = schema as SchemaNode;
  const ranged = requirement(node, 'min_value') !== undefined || requirement(node, 'max_value') !== undefined || action(node, 'integer') !== undefined;
  // Before unwrapping: pipe(optional(string()), …, toNumber()) is a wrapper whose own pipe makes the number.
  if (isNumber(node) || ((node.type === 'union' || node.type === 'variant') && ranged && node.options?.some(isNumber))) {
    return [{ path, min: requirement(node, 'min_value'), max: requirement(node, 'max_value') }];
  }
  if (WRAPPERS.has(node.type) && node.wrapped) return numberPlaces(node.wrapped, path);
  if (OBJECT_TYPES.has(node.type) && node.entries) return Object.entries(node.entries).flatMap(([key, child]) => numberPlaces(child, [...path, key]));
  if (node.type === 'array' && node.item) return numberPlaces(node.item, [...path, 0]);
  if (node.type === 'tuple' && node.items) return node.items.flatMap((item, index) => numberPlaces(item, [...path, index]));
  if ((node.type === 'union' || node.type === 'variant') && node.options) return node.options.flatMap((option) => (typeof option === 'object' ? numberPlaces(option, path) : []));
  return [];
}

const where = (part: string, path: Path) => [part, ...path].join('.');

/** The range a place may accept: what it declares, inside the database's integers unless it is never stored. */
function allowed(name: string, { min, max }: NumberPlace): { min: number; max: number } {
  const limit = NOT_STORED_NUMBERS[name] ? { min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER } : { min: DB_INTEGER_MIN, max: DB_INTEGER_MAX };
  return { min: Math.max(min ?? limit.min, limit.min), max: Math.min(max ?? limit.max, limit.max) };
}

/** Every number of every schema of the route without a declared range inside the database's integers. */
export function unboundedNumbers(route: HostileRoute): string[] {
  return route.schemas.flatMap(([part, schema]) =>
    numberPlaces(schema).flatMap((place) => {
      const name = `${route.method} ${route.url} ${where(part, place.path)}`;
      if (place.min === undefined || place.max === undefined) return [`${name} (a number without a minimum and a maximum)`];
      const range = allowed(name, place);
      return place.min < range.min || place.max > range.max ? [`${name} (${place.min}…${place.max} is wider than ${range.min}…${range.max}, the database's integers)`] : [];
    }),
  );
}

/** The values of OUT_OF_RANGE the place must refuse: those past its declared range or the database's. */
function outside(route: HostileRoute, part: string, place: NumberPlace): string[] {
  const name = `${route.method} ${route.url} ${where(part, place.path)}`;
  const range = place.min === undefined && place.max === undefined ? { min: Infinity, max: -Infinity } : allowed(name, place);
  return OUT_OF_RANGE.filter((text) => Number(text) < range.min || Number(text) > range.max);
}

export interface OutOfRangeRequest {
  label: string;
  url: string;
  /** A JSON body as text, so 9007199254740993 travels as written. */
  payload?: string;
}

const MARK = '__out_of_range__';

/**
 * Requests that each put one out-of-range number into the path, the query or the body of the route, the
 * rest as a well-behaved caller sends it. An integer path parameter is one the params schema turns into a
 * number, or one whose fixture value is digits (an order number kept as text).
 */
export function outOfRangeRequests(route: HostileRoute, params: ParamValues): OutOfRangeRequest[] {
  const schemaOf = (part: string) => route.schemas.find(([name]) => name === part)?.[1];
  const body = route.body ? plausible(route.body as unknown as SchemaNode) : undefined;
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const requests: OutOfRangeRequest[] = [];

  const pathPlaces = new Map(numberPlaces(schemaOf('params') ?? ({ type: 'object', entries: {} } as unknown as SchemaNode)).map((place) => [String(place.path[0]), place]));
  for (const name of route.params) {
    const place = pathPlaces.get(name) ?? (/^\d+$/.test(params[name]?.victim ?? '') ? { path: [name], min: undefined, max: undefined } : undefined);
    if (!place) continue;
    for (const value of outside(route, 'params', place)) {
      const url = fillWith(route, params, { [name]: value });
      requests.push({ label: `path ${name}=${value}`, url: url + queryString(route, {}), payload });
    }
  }
  for (const place of numberPlaces(schemaOf('querystring') ?? ({ type: 'object', entries: {} } as unknown as SchemaNode))) {
    const key = String(place.path[0]);
    for (const value of outside(route, 'querystring', place)) requests.push({ label: `query ${key}=${value}`, url: fillWith(route, params, {}) + queryString(route, { [key]: value }), payload });
  }
  if (route.body) {
    for (const place of numberPlaces(route.body)) {
      for (const value of outside(route, 'body', place)) {
        const text = JSON.stringify(setAt(body, place.path, MARK)).replace(`"${MARK}"`, value);
        requests.push({ label: `body ${where('body', place.path)}=${value}`, url: fillWith(route, params, {}) + queryString(route, {}), payload: text });
      }
    }
  }
  return requests;
}

function fillWith(route: HostileRoute, params: ParamValues, values: Record<string, string>): string {
  return route.url
    .replace(/:(\w+)\??/g, (_, name: string) => encodeURIComponent(values[name] ?? params[name]!.victim))
    .replace(/\*$/, 'hostile-probe');
}

function queryString(route: HostileRoute, values: Record<string, string>): string {
  const pairs = new Map(route.requiredQuery.filter((key) => HOSTILE_QUERY[key] !== undefined).map((key) => [key, HOSTILE_QUERY[key]!]));
  for (const [key, value] of Object.entries(values)) pairs.set(key, value);
  return pairs.size ? `?${[...pairs].map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}` : '';
}
