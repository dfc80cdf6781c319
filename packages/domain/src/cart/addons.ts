import { AddonType } from '../catalog';
import { subtractCents } from '../money';
import type { OrderMethod } from '../order-method';
import { totalForMethod } from './totals';
import type { Cart, CartPackage, PackageAddon } from './types';

/** What the add-on rules need besides the cart. */
export interface AddonRuleContext {
  orderMethod: OrderMethod;
  /** Cents the customer already paid on this job (e.g. an earlier order); default 0. */
  alreadyPaid?: number;
  /** The passed flag that addon_standard availability follows (spec §5). */
  addonStandardAvailable: boolean;
}

/**
 * The add-on rule context of every customer cart, on the server and in the app (so a warning before a
 * change predicts exactly what the server then does). Decisions: addon_standard's "passed flag" is true —
 * offered whenever a standard is in the cart —, and nothing counts as already paid (each cart stands alone).
 */
export function orderingAddonContext(orderMethod: OrderMethod): AddonRuleContext {
  return { orderMethod, alreadyPaid: 0, addonStandardAvailable: true };
}

export type AddonRejection = 'no-standard' | 'below-min-price' | 'addon-standard-unavailable';
export type AddonStatus = { valid: true } | { valid: false; reason: AddonRejection };

/** A package without packageAddon, or of type standard, is a standard package. */
export function isStandardAddon(addon: PackageAddon | null): boolean {
  return addon === null || addon.type === AddonType.Standard;
}

export function isStandardPackage(cartPackage: Pick<CartPackage, 'addon'>): boolean {
  return isStandardAddon(cartPackage.addon);
}

export function hasStandardPackage(cartPackages: ReadonlyArray<Pick<CartPackage, 'addon'>>): boolean {
  return cartPackages.some(isStandardPackage);
}

/**
 * The amount an addon_price threshold is measured against: the cart total for the order method
 * without any add-on line, minus what was already paid. Add-on lines are left out so an add-on
 * can never unlock itself or another add-on — otherwise removing one could cascade.
 */
export function addonQualifyingAmount(cart: Cart, context: AddonRuleContext): number {
  const withoutAddons = { ...cart, cartPackages: cart.cartPackages.filter(isStandardPackage) };
  return subtractCents(totalForMethod(withoutAddons, context.orderMethod), context.alreadyPaid ?? 0);
}

/**
 * Whether an add-on may be (or stay) in a cart (spec §5). Every add-on needs a standard package in
 * the cart — `requiresStandard` does not relax this, since a cart always needs one (spec §4).
 * addon_price: amount ≥ requiredMinPrice (null = 0). addon_standard: follows the passed flag.
 */
export function addonStatus(
  addon: PackageAddon | null,
  facts: { hasStandard: boolean; amount: number; addonStandardAvailable: boolean },
): AddonStatus {
  if (addon === null || addon.type === AddonType.Standard) return { valid: true };
  if (!facts.hasStandard) return { valid: false, reason: 'no-standard' };
  if (addon.type === AddonType.AddonPrice && facts.amount < (addon.requiredMinPrice ?? 0)) {
    return { valid: false, reason: 'below-min-price' };
  }
  if (addon.type === AddonType.AddonStandard && !facts.addonStandardAvailable) {
    return { valid: false, reason: 'addon-standard-unavailable' };
  }
  return { valid: true };
}

/** Whether a package may be offered for, or added to, this cart now. */
export function isAddonAvailable(addon: PackageAddon | null, cart: Cart, context: AddonRuleContext): boolean {
  return addonStatus(addon, {
    hasStandard: hasStandardPackage(cart.cartPackages),
    amount: addonQualifyingAmount(cart, context),
    addonStandardAvailable: context.addonStandardAvailable,
  }).valid;
}
