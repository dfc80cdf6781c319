import { centsToDollarsText, dollarsTextToCents } from '@shutterday/domain';
import type { ShippingOptionCreate, ShippingOptionRecord } from '@shutterday/domain/staff';
import * as v from 'valibot';

/** What the shipping option form holds: text as typed; the server's schema checks the rest. */
export const ShippingOptionFormSchema = v.object({
  code: v.pipe(v.string(), v.trim(), v.nonEmpty('This field is required'), v.maxLength(30, 'Use at most 30 characters'), v.regex(/^[a-z0-9][a-z0-9_-]*$/, 'Use lower-case letters, digits, - and _')),
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('This field is required'), v.maxLength(80, 'Use at most 80 characters')),
  price: v.pipe(v.string(), v.trim(), v.check((text) => dollarsTextToCents(text) !== null, 'Use an amount such as 8.95')),
  active: v.boolean(),
  sortOrder: v.pipe(v.string(), v.trim(), v.regex(/^\d{1,3}$/, 'Use a whole number from 0 to 999')),
});
export type ShippingOptionFormValues = v.InferOutput<typeof ShippingOptionFormSchema>;

export const EMPTY_SHIPPING_OPTION: ShippingOptionFormValues = { code: '', name: '', price: '', active: true, sortOrder: '0' };

export const fromShippingOption = (option: ShippingOptionRecord): ShippingOptionFormValues => ({
  code: option.code, name: option.name, price: centsToDollarsText(option.price), active: option.active, sortOrder: String(option.sortOrder),
});

export const toShippingOptionInput = (values: ShippingOptionFormValues): ShippingOptionCreate => ({
  code: values.code.trim(), name: values.name.trim(), price: dollarsTextToCents(values.price)!, active: values.active, sortOrder: Number(values.sortOrder),
});
