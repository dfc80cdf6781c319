/** Deep equality of form values (JSON-like: strings, numbers, booleans, null, arrays, plain objects). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') {
    // A blank field is '' in one version and null/undefined in another: the same nothing.
    return isBlank(a) && isBlank(b);
  }
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/** The top-level fields the person changed: their value differs from the record they started from. */
export function changedFields(base: object, mine: object): string[] {
  const before = base as Record<string, unknown>;
  return Object.entries(mine)
    .filter(([name, value]) => !sameValue(value, before[name]))
    .map(([name]) => name);
}

export interface EditConflict {
  name: string;
  mine: unknown;
  theirs: unknown;
}

/**
 * After a colleague saved first: of the fields the person changed, those the colleague changed too, to a
 * different value. The others need no choice: the person's change goes on top of the colleague's version.
 */
export function editConflicts(base: object, mine: object, theirs: object): EditConflict[] {
  const before = base as Record<string, unknown>;
  const now = theirs as Record<string, unknown>;
  const typed = mine as Record<string, unknown>;
  return changedFields(base, mine)
    .filter((name) => !sameValue(now[name], before[name]) && !sameValue(now[name], typed[name]))
    .map((name) => ({ name, mine: typed[name], theirs: now[name] }));
}

/** A field's value as a person reads it in the comparison. */
export function describeValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length === 0 ? '(none)' : value.map(describeValue).join('; ');
  if (typeof value === 'object') {
    return Object.values(value)
      .filter((inner) => inner !== undefined && inner !== null && inner !== '')
      .map(describeValue)
      .join(', ');
  }
  return String(value);
}

/** A field's name as a label when its form did not give one: "maxUses" → "Max uses". */
export function humanizeName(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
