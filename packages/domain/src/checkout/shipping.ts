import { BATCH_SHIPPING_LABEL, MILITARY_SHIPPING_CODE } from '../catalog';

export interface ShippingOptionRow {
  code: string;
  name: string;
  price: number;
}

export type ShippingChoice =
  | { ok: true; code: string | null; label: string; price: number }
  | { ok: false; message: string };

export const SHIPPING_OPTION_REQUIRED = 'Choose a shipping option';
export const MILITARY_SHIPPING_REQUIRED = 'Military (APO/FPO/DPO) addresses ship with the priority option';
export const PRIORITY_MILITARY_ONLY = 'The priority option is for military (APO/FPO/DPO) addresses';
export const UNKNOWN_SHIPPING_OPTION = 'This shipping option is not available';

/**
 * The shipping of an order. A batch order ships to the studio with the school's delivery: "Studio
 * Shipping", free (spec §9). Otherwise the chosen option's price, where "priority" is the military
 * option: required for a military address and refused for any other.
 */
export function chooseShipping(input: {
  isPartOfBatchOrder: boolean;
  optionCode: string | null | undefined;
  military: boolean;
  options: readonly ShippingOptionRow[];
}): ShippingChoice {
  if (input.isPartOfBatchOrder) return { ok: true, code: null, label: BATCH_SHIPPING_LABEL, price: 0 };
  if (!input.optionCode) return { ok: false, message: input.military ? MILITARY_SHIPPING_REQUIRED : SHIPPING_OPTION_REQUIRED };
  const option = input.options.find((o) => o.code === input.optionCode);
  if (!option) return { ok: false, message: UNKNOWN_SHIPPING_OPTION };
  const priority = option.code === MILITARY_SHIPPING_CODE;
  if (input.military && !priority) return { ok: false, message: MILITARY_SHIPPING_REQUIRED };
  if (!input.military && priority) return { ok: false, message: PRIORITY_MILITARY_ONLY };
  return { ok: true, code: option.code, label: option.name, price: option.price };
}
