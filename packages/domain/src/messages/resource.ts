/** 409 of a PUT whose record changed since the caller read it: never a silent overwrite. */
export const STALE_RECORD_MESSAGE = 'This record was changed by someone else. Reload to see the changes.';

/** "{Label} not found" — the 404 of a resource id that is missing or belongs to another studio. */
export function notFoundMessage(label: string): string {
  return `${label} not found`;
}
