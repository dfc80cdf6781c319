import type * as v from 'valibot';

/** The parts of a valibot schema this walk reads (pipe() spreads its root schema, so entries stay visible). */
interface SchemaNode {
  type: string;
  entries?: Record<string, SchemaNode>;
  wrapped?: SchemaNode;
  item?: SchemaNode;
  options?: SchemaNode[];
  value?: SchemaNode;
}

const WRAPPERS = new Set(['optional', 'nullable', 'nullish', 'exact_optional', 'undefinedable', 'non_optional', 'non_nullable', 'non_nullish']);
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
export const NOT_AN_OBJECT = 'Expected a JSON object';
export const UNKNOWN_FIELD = 'This field is not accepted';

const label = (path: string[], where: string) => (path.length ? path.join('.') : where);

/**
 * What valibot's object() lets through and a strict API must not: an array where an object belongs
 * (object() reads an array as an object with no keys) and keys the schema does not name (object()
 * drops them silently). Unknown keys are refused in bodies only (`strictKeys`): a query may carry a
 * cache-buster or a tracking parameter. loose_object opts out of the key check.
 */
export function shapeProblems(schema: v.GenericSchema, data: unknown, where: string, strictKeys: boolean): string[] {
  const problems: string[] = [];
  walk(schema as unknown as SchemaNode, data, { path: [], where, strictKeys, problems });
  return problems;
}

const OBJECT_TYPES = new Set(['object', 'loose_object', 'strict_object', 'object_with_rest']);

/** One walk's state: the path is shared (pushed and popped), so a valid input allocates nothing. */
interface Walk {
  path: string[];
  where: string;
  strictKeys: boolean;
  problems: string[];
}

function walkAt(node: SchemaNode, value: unknown, key: string, state: Walk): void {
  state.path.push(key);
  walk(node, value, state);
  state.path.pop();
}

function walk(node: SchemaNode, data: unknown, state: Walk): void {
  if (WRAPPERS.has(node.type) && node.wrapped) {
    if (data !== undefined && data !== null) walk(node.wrapped, data, state);
    return;
  }
  if (node.type === 'union' || node.type === 'variant') {
    // Valid when one option is; else the first option's problems.
    const tries = (node.options ?? []).map((option) => {
      const one: Walk = { ...state, path: [...state.path], problems: [] };
      walk(option, data, one);
      return one.problems;
    });
    if (!tries.some((problems) => problems.length === 0)) state.problems.push(...(tries[0] ?? []));
    return;
  }
  if ((node.type === 'array' || node.type === 'tuple') && Array.isArray(data) && node.item) {
    for (let index = 0; index < data.length; index++) walkAt(node.item, data[index], String(index), state);
    return;
  }
  if (node.type === 'record' && node.value && data && typeof data === 'object' && !Array.isArray(data)) {
    for (const key of Object.keys(data)) walkAt(node.value, (data as Record<string, unknown>)[key], key, state);
    return;
  }
  if (!OBJECT_TYPES.has(node.type) || !node.entries) return;
  if (Array.isArray(data)) {
    state.problems.push(`${label(state.path, state.where)}: ${NOT_AN_OBJECT}`);
    return;
  }
  if (!data || typeof data !== 'object') return;
  for (const key of Object.keys(data)) {
    if (FORBIDDEN_KEYS.has(key) || (state.strictKeys && node.type === 'object' && !Object.hasOwn(node.entries, key))) state.problems.push(`${[...state.path, key].join('.')}: ${UNKNOWN_FIELD}`);
    else if (Object.hasOwn(node.entries, key)) walkAt(node.entries[key]!, (data as Record<string, unknown>)[key], key, state);
  }
}
