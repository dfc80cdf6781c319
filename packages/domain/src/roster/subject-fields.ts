/**
 * What a roster column can become (data import mapping and the subject form). The built-in targets are
 * the subject's own columns; `phone` and `birthday` are the standard data fields of spec §5 (kept as
 * subject fields under those names); any other column can be kept as a custom field under its header.
 */
export const SUBJECT_IMPORT_TARGETS = ['firstName', 'lastName', 'group', 'accessCode', 'externalId', 'phone', 'birthday'] as const;
export type SubjectImportTarget = (typeof SUBJECT_IMPORT_TARGETS)[number];

export const SUBJECT_TARGET_LABELS: Record<SubjectImportTarget, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  group: 'Group (class or team)',
  accessCode: 'Access code',
  externalId: 'External id (student number)',
  phone: 'Phone number',
  birthday: 'Date of birth',
};

/** The data fields among the targets: stored as subject fields named like the target. */
export const STANDARD_DATA_FIELDS: ReadonlyArray<SubjectImportTarget> = ['phone', 'birthday'];

// Spec §5 "Field-name aliases: first name, last name, phone number (phone), date of birth (birthday)", plus
// the headers school exports commonly use for the same columns.
const ALIASES: Record<SubjectImportTarget, string[]> = {
  firstName: ['first name', 'firstname', 'first', 'given name', 'forename'],
  lastName: ['last name', 'lastname', 'last', 'surname', 'family name'],
  group: ['group', 'class', 'team', 'homeroom', 'grade group', 'teacher'],
  accessCode: ['access code', 'accesscode', 'code', 'subject code'],
  externalId: ['external id', 'externalid', 'student id', 'student number', 'id number', 'player id'],
  phone: ['phone number', 'phone', 'telephone', 'phonenumber'],
  birthday: ['date of birth', 'birthday', 'dob', 'birth date', 'dateofbirth'],
};

const normalise = (header: string) => header.trim().toLowerCase().replace(/[_\-.]+/g, ' ').replace(/\s+/g, ' ');

/** The target a column header names (its alias, case and separators ignored), or null when none does. */
export function targetForHeader(header: string): SubjectImportTarget | null {
  const wanted = normalise(header);
  for (const target of SUBJECT_IMPORT_TARGETS) {
    if (target.toLowerCase() === wanted.replace(/ /g, '') || ALIASES[target].includes(wanted)) return target;
  }
  return null;
}
