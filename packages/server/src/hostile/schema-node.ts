/** The parts of a valibot schema the hostile suite reads (pipe() spreads its root schema, actions in `pipe`). */
export interface SchemaNode {
  kind: string;
  type: string;
  entries?: Record<string, SchemaNode>;
  wrapped?: SchemaNode;
  item?: SchemaNode;
  items?: SchemaNode[];
  options?: Array<SchemaNode | string | number>;
  value?: unknown;
  requirement?: unknown;
  literal?: unknown;
  pipe?: SchemaNode[];
}

export const OPTIONAL_WRAPPERS = new Set(['optional', 'exact_optional', 'undefinedable', 'nullish']);
export const NULL_WRAPPERS = new Set(['nullable', 'nullish']);
export const WRAPPERS = new Set([...OPTIONAL_WRAPPERS, ...NULL_WRAPPERS, 'non_optional', 'non_nullable', 'non_nullish']);
export const OBJECT_TYPES = new Set(['object', 'loose_object', 'strict_object', 'object_with_rest']);

/** The action of a pipe, e.g. its max_length, when it has one. */
export function action(node: SchemaNode, type: string): SchemaNode | undefined {
  for (const item of node.pipe ?? []) {
    // pipe(pipe(string(), maxLength()), …): the inner pipe's actions count too.
    const found = item.kind === 'schema' ? (item !== node && item.pipe ? action(item, type) : undefined) : item.type === type ? item : undefined;
    if (found) return found;
  }
  return undefined;
}

/** The schema under optional/nullable wrappers. */
export function unwrap(node: SchemaNode): SchemaNode {
  return WRAPPERS.has(node.type) && node.wrapped ? unwrap(node.wrapped) : node;
}
