import { YEARBOOK_POSE_FIELD, type CartPackageItem, type OrderAnswer } from '@shutterday/domain';
import { productLayout } from '@shutterday/domain/staff';

/**
 * An item as checkout keeps it: the cart's item, its catalogue photo area and its copies (orders placed
 * before these were kept have neither, nor the catalogue item's id).
 */
export type PlacedItem = Omit<CartPackageItem, 'packageItemId'> & { packageItemId?: number; positionCoords?: string | null; copies?: number };

/** What checkout keeps of a line (ordering place-order: `details`). */
export interface LineDetails {
  items: PlacedItem[];
  greenScreen: { id: number } | null;
  answers: OrderAnswer[];
}

export function lineDetails(details: unknown): LineDetails {
  const value = (details ?? {}) as Partial<LineDetails>;
  return { items: Array.isArray(value.items) ? value.items : [], greenScreen: value.greenScreen ?? null, answers: Array.isArray(value.answers) ? value.answers : [] };
}

/**
 * An item prints when its product has a print layout (not a digital download). One without a photo place
 * (a package saved before such items were refused) still gets its file, which fails with the reason
 * (`printLacksPhoto`): the studio sees the print is missing rather than an order that seems complete.
 */
export const printsItem = (item: Pick<CartPackageItem, 'productCode'>) => productLayout(item.productCode) !== null;

/** The image id the parent chose for the yearbook, when they did. */
export function yearbookPoseOf(answers: OrderAnswer[]): number | null {
  const answer = answers.find((a) => a.name === YEARBOOK_POSE_FIELD)?.value;
  const id = answer === null || answer === undefined ? NaN : Number(answer);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
