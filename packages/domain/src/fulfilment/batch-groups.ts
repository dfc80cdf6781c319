/** The Batch tab's order: by organization, then group (class or team), then child, as the school hands them out. */

export interface BatchRow {
  organization: string;
  group: string | null;
  child: string;
  orderNumber: string;
}

export interface BatchGroup<T extends BatchRow> {
  organization: string;
  group: string | null;
  rows: T[];
}

const compare = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

/** Rows sorted and grouped; children without a group come last in their organization, under "No group". */
export function groupBatch<T extends BatchRow>(rows: readonly T[]): BatchGroup<T>[] {
  const sorted = [...rows].sort(
    (a, b) =>
      compare(a.organization, b.organization) ||
      (a.group === null ? 1 : 0) - (b.group === null ? 1 : 0) ||
      compare(a.group ?? '', b.group ?? '') ||
      compare(a.child, b.child) ||
      Number(a.orderNumber) - Number(b.orderNumber),
  );
  const groups: BatchGroup<T>[] = [];
  for (const row of sorted) {
    const last = groups[groups.length - 1];
    if (last && last.organization === row.organization && last.group === row.group) last.rows.push(row);
    else groups.push({ organization: row.organization, group: row.group, rows: [row] });
  }
  return groups;
}

export const NO_GROUP_LABEL = 'No group';
