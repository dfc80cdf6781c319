import { isObject, sessionRecordAtom } from '../../../lib/session-records';

export interface SearchFields {
  code: string;
  firstName: string;
  lastName: string;
}

/** The search of one job as the parent left it: what the boxes hold, and the search last run (if any). */
export interface StoredSearch {
  fields: SearchFields;
  searched: SearchFields | null;
}

const isFields = (value: unknown): value is SearchFields =>
  isObject(value) && ['code', 'firstName', 'lastName'].every((name) => typeof value[name] === 'string' && (value[name] as string).length <= 100);

const isStoredSearch = (value: unknown): value is StoredSearch => isObject(value) && isFields(value.fields) && (value.searched === null || isFields(value.searched));

export const EMPTY_FIELDS: SearchFields = { code: '', firstName: '', lastName: '' };

/** By job, in the tab's storage: a reload on a phone shows the same boxes and the same children found (issue 18). */
export const subjectSearchAtom = sessionRecordAtom<StoredSearch>('subjectSearch', isStoredSearch);
