/**
 * The API names the field of a validation error as a prefix ("studioSlug: This studio address is already
 * taken"). A form shows such a message under its own input, without the internal name, and keeps the
 * others for its alert.
 */
export function splitFieldErrors<TField extends string>(errors: string[], fields: readonly TField[]): { byField: Partial<Record<TField, string>>; rest: string[] } {
  const byField: Partial<Record<TField, string>> = {};
  const rest: string[] = [];
  for (const error of errors) {
    const match = /^([\w.]+): (.+)$/s.exec(error);
    const field = match && fields.find((name) => name === match[1]);
    if (field && byField[field] === undefined) byField[field] = match[2]!;
    else rest.push(error);
  }
  return { byField, rest };
}
