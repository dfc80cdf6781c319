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
  return walk(schema as unknown as SchemaNode, data, [], where, strictKeys);
}

function walk(node: SchemaNode, data: unknown, path: string[], where: string, strictKeys: boolean): string[] {
  const next = (child: SchemaNode, value: unknown, at: string[]) => walk(child, value, at, where, strictKeys);
  if (WRAPPERS.has(node.type) && node.wrapped) return data === undefined || data === null ? [] : next(node.wrapped, data, path);
  if (node.type === 'union' || node.type === 'variant') {
    const tries = (node.options ?? []).map((option) => next(option, data, path));
    return tries.some((problems) => problems.length === 0) ? [] : (tries[0] ?? []);
  }
  if ((node.type === 'array' || node.type === 'tuple') && Array.isArray(data) && node.item) {
    return data.flatMap((item, index) => next(node.item!, item, [...path, String(index)]));
  }
  if (node.type === 'record' && node.value && data && typeof data === 'object' && !Array.isArray(data)) {
    return Object.entries(data).flatMap(([key, item]) => next(node.value!, item, [...path, key]));
  }
  if (!['object', 'loose_object', 'strict_object', 'object_with_rest'].includes(node.type) || !node.entries) return [];
  if (Array.isArray(data)) return [`${label(path, where)}: ${NOT_AN_OBJECT}`];
  if (!data || typeof data !== 'object') return [];
  const problems: string[] = [];
  for (const key of Object.keys(data)) {
    const child = [...path, key];
    if (FORBIDDEN_KEYS.has(key) || (strictKeys && node.type === 'object' && !Object.hasOwn(node.entries, key))) problems.push(`${child.join('.')}: ${UNKNOWN_FIELD}`);
    else if (Object.hasOwn(node.entries, key)) problems.push(...next(node.entries[key]!, (data as Record<string, unknown>)[key], child));
  }
  return problems;
}
