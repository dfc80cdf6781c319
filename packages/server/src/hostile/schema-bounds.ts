import type * as v from 'valibot';
import { action, OBJECT_TYPES, WRAPPERS, type SchemaNode } from './schema-node';

const LENGTH_BOUNDS = ['max_length', 'length', 'max_bytes', 'max_size'];
// A value of these shapes cannot be long: the picklist or literal names it exactly.
const BOUNDED_BY_NATURE = new Set(['picklist', 'literal', 'number', 'boolean', 'never', 'null', 'undefined', 'enum', 'bigint', 'date']);

/**
 * Every place in a schema where a string or a list has no maximum, as paths: an unbounded text is how a
 * 900 KB jobVersion got stored. `unknown` and `any` count as unbounded too.
 */
export function unboundedPlaces(schema: v.GenericSchema, root = 'body'): string[] {
  return walk(schema as unknown as SchemaNode, root);
}

function walk(node: SchemaNode, path: string): string[] {
  if (WRAPPERS.has(node.type) && node.wrapped) return walk(node.wrapped, path);
  if (BOUNDED_BY_NATURE.has(node.type)) return [];
  if (node.type === 'string' || node.type === 'array') {
    const bounded = LENGTH_BOUNDS.some((type) => action(node, type));
    const inner = node.type === 'array' && node.item ? walk(node.item, `${path}[]`) : [];
    return [...(bounded ? [] : [`${path} (${node.type} without a maximum length)`]), ...inner];
  }
  if (OBJECT_TYPES.has(node.type) && node.entries) return Object.entries(node.entries).flatMap(([key, child]) => walk(child, `${path}.${key}`));
  if ((node.type === 'union' || node.type === 'variant') && node.options) return node.options.flatMap((option) => (typeof option === 'object' ? walk(option, path) : []));
  if (node.type === 'tuple' && node.items) return node.items.flatMap((item, index) => walk(item, `${path}[${index}]`));
  return [`${path} (${node.type}: no maximum the suite can see)`];
}
