import * as v from 'valibot';
import { SubjectBulkRow, type SubjectBulkRowInput } from './subject-input';
import { subjectImportKey } from '../roster/import-key';
import { STANDARD_DATA_FIELDS, SUBJECT_TARGET_LABELS, targetForHeader, type SubjectImportTarget } from '../roster/subject-fields';

/** What one column of the file becomes: a subject field, a custom field under a name, or nothing. */
export type ColumnTarget = { kind: 'subject'; target: SubjectImportTarget } | { kind: 'custom'; name: string } | { kind: 'skip' };

export interface PreviewRow {
  /** The row's number in the spreadsheet (the header is row 1). */
  line: number;
  row: SubjectBulkRow | null;
  /** Why the row cannot be imported, or null when it can. */
  reason: string | null;
}

const LABEL_OF_KEY: Record<string, string> = { ...SUBJECT_TARGET_LABELS, group: 'Group', fields: 'Custom field' };

/** Problems of the mapping itself, before any row is read: the names must be mapped, each target once. */
export function mappingProblems(mapping: ColumnTarget[]): string[] {
  const problems: string[] = [];
  const targets = mapping.flatMap((column) => (column.kind === 'subject' ? [column.target] : []));
  for (const required of ['firstName', 'lastName'] as const) {
    if (!targets.includes(required)) problems.push(`Choose the column that holds the ${SUBJECT_TARGET_LABELS[required].toLowerCase()}`);
  }
  for (const target of new Set(targets)) {
    if (targets.filter((t) => t === target).length > 1) problems.push(`${SUBJECT_TARGET_LABELS[target]} is chosen for more than one column`);
  }
  const customNames = mapping.flatMap((column) => (column.kind === 'custom' ? [column.name.trim().toLowerCase()] : []));
  if (customNames.some((name) => name === '')) problems.push('Give every custom field a name');
  if (new Set(customNames).size < customNames.length) problems.push('Two custom fields have the same name');
  return problems;
}

function rowInput(cells: string[], mapping: ColumnTarget[]): SubjectBulkRowInput {
  const input: SubjectBulkRowInput & Record<string, unknown> = { firstName: '', lastName: '', fields: [] };
  mapping.forEach((column, index) => {
    const cell = (cells[index] ?? '').trim();
    if (column.kind === 'custom') input.fields!.push({ name: column.name.trim(), value: cell });
    else if (column.kind === 'subject' && STANDARD_DATA_FIELDS.includes(column.target)) input.fields!.push({ name: column.target, value: cell });
    else if (column.kind === 'subject') input[column.target] = cell;
  });
  return input;
}

function firstIssue(issues: v.BaseIssue<unknown>[]): string {
  const issue = issues[0]!;
  const key = issue.path?.[0]?.key;
  const label = typeof key === 'string' ? LABEL_OF_KEY[key] ?? key : null;
  return label ? `${label}: ${issue.message}` : issue.message;
}

/**
 * The preview of an import: every non-blank data row with the subject it becomes, or the reason it cannot
 * be imported (the domain's own row schema, a row describing the same subject as an earlier one, or an
 * access code an earlier row already has). The header is row 1, as a spreadsheet shows it.
 */
export function previewImport(dataRows: string[][], mapping: ColumnTarget[]): PreviewRow[] {
  const seen = new Map<string, number>();
  const codes = new Map<string, number>();
  const preview: PreviewRow[] = [];
  dataRows.forEach((cells, index) => {
    if (cells.every((cell) => (cell ?? '').trim() === '')) return;
    const line = index + 2;
    const parsed = v.safeParse(SubjectBulkRow, { ...rowInput(cells, mapping), line });
    if (!parsed.success) {
      preview.push({ line, row: null, reason: firstIssue(parsed.issues) });
      return;
    }
    const key = subjectImportKey(parsed.output);
    const code = parsed.output.accessCode;
    const earlier = seen.get(key) ?? (code === null ? undefined : codes.get(code));
    if (earlier !== undefined) {
      preview.push({ line, row: null, reason: seen.has(key) ? `Same subject as row ${earlier}` : `Same access code as row ${earlier}` });
      return;
    }
    seen.set(key, line);
    if (code !== null) codes.set(code, line);
    preview.push({ line, row: parsed.output, reason: null });
  });
  return preview;
}

/** The columns guessed from the headers: a known alias maps to its field, anything else is skipped. */
export function guessMapping(headers: string[]): ColumnTarget[] {
  const used = new Set<SubjectImportTarget>();
  return headers.map((header) => {
    const target = targetForHeader(header);
    if (!target || used.has(target)) return { kind: 'skip' };
    used.add(target);
    return { kind: 'subject', target };
  });
}

/** How an import's refusal names a row: the file's row number (the header is row 1) when known. */
export const importRowName = (line: number | null, index: number): string => (line === null ? `subjects.${index}` : `Row ${line}`);

/** The file rows an import's refusals name (`Row 25: ...`), so the page can offer to leave them out. */
export function refusedImportLines(messages: readonly string[]): number[] {
  return [...new Set(messages.flatMap((message) => /^Row (\d+):/.exec(message)?.[1] ?? []).map(Number))];
}
