export type QueryValue = string | number | boolean | null | undefined;

/** Query strings without empty entries; booleans as 1/0, the spec's form for list filters (§7). */
export function toSearchParams(params: Record<string, QueryValue>): Record<string, string> {
  const entries: [string, string][] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    entries.push([key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value)]);
  }
  return Object.fromEntries(entries);
}
