/**
 * How a re-import finds the subject a row describes (docs/roster.md): the external id when the file has
 * one, otherwise first name + last name + group, all ignoring case and surrounding spaces.
 */
export function subjectImportKey(subject: { externalId?: string | null; firstName: string; lastName: string; group?: string | null }): string {
  const part = (value: string | null | undefined) => (value ?? '').trim().toLowerCase();
  if (part(subject.externalId)) return `id:${part(subject.externalId)}`;
  return `name:${part(subject.firstName)}|${part(subject.lastName)}|${part(subject.group)}`;
}
