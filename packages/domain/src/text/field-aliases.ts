/** The subject fields that import columns and defined fields may name in several ways (spec §5). */
export const FIELD_ALIASES = {
  firstName: ['first name'],
  lastName: ['last name'],
  phoneNumber: ['phone number', 'phone'],
  dateOfBirth: ['date of birth', 'birthday'],
} as const;
export type CanonicalField = keyof typeof FIELD_ALIASES;

// Spelling differences (case, spaces, dashes, underscores) never make a different field.
const squash = (name: string): string => name.toLowerCase().replace(/[\s_-]+/g, '');

const LOOKUP = new Map<string, CanonicalField>(
  (Object.keys(FIELD_ALIASES) as CanonicalField[]).flatMap((field) =>
    [field, ...FIELD_ALIASES[field]].map((alias) => [squash(alias), field] as const),
  ),
);

/** The canonical field for a name — "First Name", "first_name" → firstName, "Birthday" → dateOfBirth. */
export function canonicalFieldName(name: string): CanonicalField | undefined {
  return LOOKUP.get(squash(name));
}
