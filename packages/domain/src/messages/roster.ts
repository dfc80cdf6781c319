const inSentence = (row: string): string => row.replace(/^Row /, 'row ');

/** The roster's refusals (subjects, groups, imports), shown as they are by the staff pages. */
export const ROSTER_MESSAGES = {
  subjectHasOrders: 'This subject has orders and cannot be deleted',
  subjectInCart: "This subject is in a parent's cart and cannot be deleted",
  groupNotInJob: 'Choose a group of this job',
  accessCodeTaken: (code: string): string => `Access code ${code} is already used by another subject of this job`,
  externalIdTaken: (id: string): string => `Another subject of this job already has the external id ${id}`,
  sameSubjectTaken: 'A subject with this name is already in this group',
  groupNameTaken: (name: string): string => `This job already has a group named ${name}`,
  groupHasPhotos: 'This group has group photos and cannot be deleted',
  /** Deleting a group leaves its members without one: a member named like a subject without a group would be the same subject twice. */
  groupDeleteWouldCollide: (name: string): string =>
    `This group cannot be deleted: ${name} would then have the same name as another subject of this job without a group. Rename or move one of them first`,
  importAccessCodeTaken: 'An access code of this import is already used by another subject of this job',
  /** An import's row is named by its row in the file (`Row 25`) when the request says it, else by its place in the request. */
  sameRowTwice: (row: string, earlier: string): string => `${row}: Same subject as ${inSentence(earlier)}`,
  sameCodeTwice: (row: string, earlier: string): string => `${row}: Same access code as ${inSentence(earlier)}`,
  importRowCodeTaken: (row: string, code: string): string => `${row}: Access code ${code} is already used by another subject of this job`,
} as const;
