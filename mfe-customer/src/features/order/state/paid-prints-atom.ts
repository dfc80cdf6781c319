import type { PrintPreviewInput } from '@shutterday/domain';
import { isObject, sessionRecordAtom } from '../../../lib/session-records';

/** One printed item of a paid order, as the review page showed it before "Pay". */
export interface PaidPrint {
  label: string;
  itemName: string;
  input: PrintPreviewInput;
}

const isPaidPrint = (value: unknown): value is PaidPrint =>
  isObject(value) && typeof value.label === 'string' && typeof value.itemName === 'string' && isObject(value.input) && Number.isInteger(value.input.packageItemId) && Array.isArray(value.input.photos);

/**
 * The prints of an order just paid, by order number, in the tab (issue 19: the confirmation shows the
 * print): the order's own answer names packages only, so the review page keeps what it drew. A lookup
 * from another device shows the order without them.
 */
export const paidPrintsAtom = sessionRecordAtom<PaidPrint[]>('paidPrints', (value): value is PaidPrint[] => Array.isArray(value) && value.length <= 50 && value.every(isPaidPrint));
