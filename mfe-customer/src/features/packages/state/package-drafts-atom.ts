import { isObject, sessionRecordAtom } from '../../../lib/session-records';

/**
 * The options page's work in progress (photos, saved crops, rotations, texts, background) by page
 * visit, until it is added to the cart or saved: a reload on a phone brings it back (issue 18).
 * Entries are read back through `restoreDraft`, which keeps only what still fits the page.
 */
export const packageDraftsAtom = sessionRecordAtom<unknown>('packageDrafts', isObject);
