import type * as v from 'valibot';
import { action, NULL_WRAPPERS, OBJECT_TYPES, OPTIONAL_WRAPPERS, unwrap, type SchemaNode } from './schema-node';

/** One hostile request body: raw text with a content type, so non-JSON and wrong types can be sent too. */
export interface MalformedBody {
  label: string;
  payload: string;
  contentType: string;
  /** The field whose value is wrong (a variant of a valid body), absent for a body wrong as a whole. */
  field?: string;
}

type Path = Array<string | number>;
const MEGABYTE = 'x'.repeat(1024 * 1024);
const json = (label: string, value: unknown): MalformedBody => ({ label, payload: JSON.stringify(value), contentType: 'application/json' });
const raw = (label: string, payload: string, contentType = 'application/json'): MalformedBody => ({ label, payload, contentType });

/** A plausible value for a schema: what a careless but honest client would send. */
export function plausible(node: SchemaNode): unknown {
  const inner = unwrap(node);
  switch (inner.type) {
    case 'string':
      if (action(inner, 'email')) return 'someone@example.test';
      return 'Sample';
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'picklist':
      return inner.options?.[0];
    case 'literal':
      return inner.literal;
    case 'array':
      return [];
    case 'union':
    case 'variant':
      return typeof inner.options?.[0] === 'object' ? plausible(inner.options[0]) : inner.options?.[0];
    default:
      if (OBJECT_TYPES.has(inner.type) && inner.entries) {
        return Object.fromEntries(
          Object.entries(inner.entries)
            .filter(([, child]) => !OPTIONAL_WRAPPERS.has(child.type))
            .map(([key, child]) => [key, plausible(child)]),
        );
      }
      return undefined;
  }
}

export function setAt(base: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const copy = (Array.isArray(base) ? [...base] : { ...(base as object) }) as Record<string | number, unknown>;
  copy[head!] = setAt(copy[head!] ?? (typeof rest[0] === 'number' ? [] : {}), rest, value);
  return copy;
}

function removeAt(base: unknown, path: Path): unknown {
  const [head, ...rest] = path;
  const copy = { ...(base as Record<string | number, unknown>) };
  if (rest.length === 0) delete copy[head!];
  else copy[head!] = removeAt(copy[head!], rest);
  return copy;
}

/** Values that a field of this schema must refuse, each with a name. */
function wrongValues(node: SchemaNode): Array<[string, unknown]> {
  const inner = unwrap(node);
  const values: Array<[string, unknown]> = [['an object', { $gt: '' }], ['a nested array', [[['deep']]]]];
  if (!NULL_WRAPPERS.has(node.type) && !OPTIONAL_WRAPPERS.has(node.type)) values.push(['null', null]);
  const stringy = inner.type === 'string' || (inner.type === 'union' && inner.options?.some((o) => typeof o === 'object' && o.type === 'string'));
  if (inner.type !== 'boolean') values.push(['a boolean', true]);
  if (inner.type === 'string' || inner.type === 'picklist' || inner.type === 'literal') values.push(['a number', 12345]);
  if (stringy || inner.type === 'picklist') {
    const max = Number(action(inner, 'max_length')?.requirement ?? 1024 * 1024 - 1);
    values.push(
      ['a 1 MB string', MEGABYTE], ['one character over the maximum', 'x'.repeat(max + 1)], ['NUL', 'a\u0000b'], ['a bell', 'a\u0007b'],
      ['an escape', '\u001b[31m'], ['DEL', 'a\u007fb'], ['a C1 control', 'a\u0085b'], ['a lone high surrogate', 'a\ud800b'], ['a lone low surrogate', 'a\udfffb'],
    );
  }
  if (inner.type === 'number' || inner.type === 'union') {
    values.push(['text', 'twelve'], ['NaN as text', 'NaN'], ['Infinity as text', 'Infinity'], ['a huge number', 1e308], ['a huge negative number', -1e308]);
    const min = action(inner, 'min_value')?.requirement;
    const max = action(inner, 'max_value')?.requirement;
    if (typeof min === 'number') values.push(['below the minimum', min - 1]);
    if (typeof max === 'number') values.push(['above the maximum', max + 1]);
    if (action(inner, 'integer')) values.push(['a fraction', 1.5]);
  }
  if (inner.type === 'array') {
    values.push(['a string for a list', 'list'], ['an object for a list', {}]);
    const max = action(inner, 'max_length')?.requirement;
    if (typeof max === 'number' && inner.item) values.push(['one item over the maximum', Array.from({ length: max + 1 }, () => plausible(inner.item!))]);
  }
  if (OBJECT_TYPES.has(inner.type)) values.push(['an array for an object', [plausible(inner)]], ['a string for an object', 'object']);
  return values;
}

/** Fields of the schema with their paths (objects and the first item of lists, recursively). */
function fields(node: SchemaNode, path: Path = []): Array<{ path: Path; node: SchemaNode }> {
  const inner = unwrap(node);
  const here = path.length ? [{ path, node }] : [];
  if (OBJECT_TYPES.has(inner.type) && inner.entries) return [...here, ...Object.entries(inner.entries).flatMap(([key, child]) => fields(child, [...path, key]))];
  if (inner.type === 'array' && inner.item) return [...here, ...fields(inner.item, [...path, 0])];
  return here;
}

/** Each schema's bodies, made once per test file: a suite asks for them once per caller it tries. */
const made = new WeakMap<v.GenericSchema, readonly MalformedBody[]>();

/** At least 50 bodies a route with this body schema must refuse with a 4xx, never a 5xx. */
export function malformedBodies(schema: v.GenericSchema): readonly MalformedBody[] {
  const known = made.get(schema);
  if (known) return known;
  const bodies = makeBodies(schema);
  made.set(schema, bodies);
  return bodies;
}

function makeBodies(schema: v.GenericSchema): MalformedBody[] {
  const root = schema as unknown as SchemaNode;
  const base = plausible(root);
  const bodies: MalformedBody[] = [
    json('an empty array', []), json('an array of the body', [base]), json('a nested array', [[[[base]]]]), json('null', null),
    json('a string', 'body'), json('a number', 42), json('a boolean', true), json('an extra field', { ...(base as object), isAdmin: true }),
    raw('a __proto__ key', `{"__proto__":{"polluted":true},${JSON.stringify(base).slice(1)}`),
    raw('a constructor key', `{"constructor":{"prototype":{"polluted":true}},${JSON.stringify(base).slice(1)}`),
    json('a key with NUL', { ...(base as object), 'a\u0000b': 1 }), json('a key with a lone surrogate', { ...(base as object), 'a\ud800': 1 }),
    json('1,000 extra keys', Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`k${i}`, i]))),
    json('arrays nested 100 deep', JSON.parse('['.repeat(100) + ']'.repeat(100))),
    raw('truncated JSON', JSON.stringify(base).slice(0, -1) || '{'), raw('not JSON at all', 'hello there'), raw('an empty body with a JSON type', ''),
    raw('JSON with a trailing comma', '{"a":1,}'), raw('single-quoted JSON', "{'a':1}"), raw('plain text', 'name=x', 'text/plain'),
    raw('a form', 'name=x&email=y', 'application/x-www-form-urlencoded'), raw('XML', '<a>1</a>', 'application/xml'),
    raw('two JSON documents', `${JSON.stringify(base)}${JSON.stringify(base)}`), raw('JSON with a comment', `/* hi */${JSON.stringify(base)}`),
  ];
  for (const { path, node } of fields(root)) {
    const where = path.join('.');
    if (!OPTIONAL_WRAPPERS.has(node.type) && typeof path.at(-1) === 'string' && !path.includes(0)) bodies.push({ ...json(`${where} missing`, removeAt(base, path)), field: where });
    for (const [label, value] of wrongValues(node)) {
      bodies.push({ ...json(`${where}: ${label}`, setAt(base, path, value)), field: where });
      if (path.length === 1) bodies.push({ ...json(`${where} alone: ${label}`, { [path[0]!]: value }), field: where });
    }
  }
  // A schema with few fields (an empty body, one flag) leaves fewer ways to be wrong: such a route still
  // meets every hostile value, carried by the extra fields a mass-assignment attempt would use.
  if (bodies.length < 50) bodies.push(...strayFields(base));
  return bodies;
}

function strayFields(base: unknown): MalformedBody[] {
  const samples = [{ type: 'string' }, { type: 'number' }, { type: 'array' }] as SchemaNode[];
  const values = new Map(samples.flatMap((node) => wrongValues(node)));
  return ['id', 'studioId', 'version']
    .filter((key) => !(base && typeof base === 'object' && key in base))
    .flatMap((key) => [...values].map(([label, value]) => ({ ...json(`an extra ${key} holding ${label}`, { ...(base as object), [key]: value }), field: key })));
}

// Longer URLs than this are refused by any proxy or by Node's header limit before a route could see them.
const MAX_QUERY = 8 * 1024;
const FIXED_QUERIES = ['page=-1&pageSize=100000', 'page=twelve', 'search=a%00b', 'a%00b=1', 'search=%ED%A0%80', 'studioId=abc&id=1e400', `search=${'x'.repeat(4000)}`];

/**
 * Hostile query strings for a route (without the `?`): a few every route must take in its stride, plus one
 * per malformed body of the query schema that is still an object of scalars (wrong types, over the maximum,
 * controls, below and above the bounds), written as a query.
 */
export function malformedQueries(schema: v.GenericSchema | null): string[] {
  const derived = schema
    ? malformedBodies(schema).flatMap(({ payload, contentType }) => {
        if (contentType !== 'application/json') return [];
        let value: unknown;
        try {
          value = JSON.parse(payload);
        } catch {
          return [];
        }
        if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
        const entries = Object.entries(value).map(([key, item]) => [key, typeof item === 'object' ? JSON.stringify(item) : String(item)]);
        return [new URLSearchParams(entries).toString()];
      })
    : [];
  return [...new Set([...FIXED_QUERIES, ...derived])].filter((query) => query.length <= MAX_QUERY);
}
