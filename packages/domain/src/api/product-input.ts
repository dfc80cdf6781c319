import * as v from 'valibot';
import { MESSAGES } from '../validation';
import { RecordVersion } from './resource';

/**
 * A product of the platform's catalogue (a print size, a digital download): studios build their packages'
 * items from it, and the items keep its code. The code and whether it is digital are what the ordering
 * rules read, so both are fixed once made; the name is what staff pick it by.
 */
export const ProductCode = v.pipe(
  v.string(MESSAGES.required),
  v.trim(),
  v.nonEmpty(MESSAGES.required),
  v.maxLength(30, 'Use at most 30 characters'),
  v.regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'Use letters, digits, ".", "-" and "_", e.g. 11x14'),
);
export const ProductName = v.pipe(v.string(MESSAGES.required), v.trim(), v.nonEmpty(MESSAGES.required), v.maxLength(80, 'Use at most 80 characters'));

export const ProductCreate = v.strictObject({
  code: ProductCode,
  name: ProductName,
  digital: v.optional(v.boolean('This value must be true or false'), false),
});
export type ProductCreate = v.InferOutput<typeof ProductCreate>;

/** Only the name changes (the code and the kind are the ordering rules'), at the version read. */
export const ProductUpdate = v.strictObject({ name: ProductName, version: RecordVersion });
export type ProductUpdate = v.InferOutput<typeof ProductUpdate>;

export interface ProductRecord {
  id: number;
  code: string;
  name: string;
  digital: boolean;
  /** How many package items of every studio are built on it: a product in use is not deleted. */
  packageItems: number;
  version: number;
}

export const PRODUCT_MESSAGES = {
  codeTaken: 'A product with this code already exists.',
  inUse: (items: number): string => `Packages hold this product in ${items} ${items === 1 ? 'item' : 'items'}: it cannot be deleted.`,
} as const;
