import * as v from 'valibot';
import { MESSAGES } from '../validation';
import { Cents } from './catalog-input';
import { RecordVersion } from './resource';

/** Spec §9: the shipping option for military addresses. */
export const MILITARY_SHIPPING_CODE = 'priority';

/**
 * A shipping option parents choose at checkout (the system admin's catalogue). The code is what orders
 * keep; it is fixed once made, so an option is switched off, never renamed away from its orders.
 */
export const ShippingOptionCreate = v.strictObject({
  code: v.pipe(
    v.string(MESSAGES.required),
    v.trim(),
    v.nonEmpty(MESSAGES.required),
    v.maxLength(30, 'Use at most 30 characters'),
    v.regex(/^[a-z0-9][a-z0-9_-]*$/, 'Use lower-case letters, digits, - and _'),
  ),
  name: v.pipe(v.string(MESSAGES.required), v.trim(), v.nonEmpty(MESSAGES.required), v.maxLength(80, 'Use at most 80 characters')),
  price: Cents,
  active: v.optional(v.boolean('This value must be true or false'), true),
  sortOrder: v.optional(v.pipe(v.number('This value must be a whole number'), v.integer('This value must be a whole number'), v.minValue(0, 'This value must be at least 0'), v.maxValue(999, 'This value must be at most 999')), 0),
});
export type ShippingOptionCreate = v.InferOutput<typeof ShippingOptionCreate>;

/** Everything but the code, with the version the record was read at. */
export const ShippingOptionUpdate = v.strictObject({ ...v.omit(ShippingOptionCreate, ['code']).entries, version: RecordVersion });
export type ShippingOptionUpdate = v.InferOutput<typeof ShippingOptionUpdate>;

export interface ShippingOptionRecord {
  id: number;
  code: string;
  name: string;
  price: number;
  active: boolean;
  sortOrder: number;
  version: number;
}

export const SHIPPING_OPTION_MESSAGES = {
  codeTaken: 'A shipping option with this code already exists.',
} as const;
