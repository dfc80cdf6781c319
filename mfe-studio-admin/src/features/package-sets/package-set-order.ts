/** The edits of a set's package list before it is saved: add at the end, remove, move one place up or down. */
export function addPackage(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? [...ids] : [...ids, id];
}

export function removePackage(ids: readonly number[], id: number): number[] {
  return ids.filter((other) => other !== id);
}

export function movePackage(ids: readonly number[], id: number, step: -1 | 1): number[] {
  const from = ids.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}
