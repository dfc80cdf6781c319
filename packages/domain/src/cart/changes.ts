import { isAddonAvailable, hasStandardPackage, isStandardPackage, type AddonRuleContext } from './addons';
import type { Cart, CartPackage, CartServiceKind } from './types';

/** The outcome of a cart change after the add-on rules ran. */
export interface CartChange {
  /** The cart after the change; when `deleteCart` is true it is empty and should be deleted. */
  cart: Cart;
  /** Add-on lines removed because the change made them invalid. */
  removedAddons: CartPackage[];
  /** No standard package is left (spec §4: removing the last standard deletes the cart). */
  deleteCart: boolean;
}

/** Not in the spec: the most copies of one package a single cart line may hold. */
export const MAX_CART_QUANTITY = 99;
export const INVALID_QUANTITY_MESSAGE = `Quantity must be a whole number from 0 to ${MAX_CART_QUANTITY}`;

/**
 * Re-validates every add-on against the cart (spec §4) and drops the invalid ones. Because
 * add-ons do not count toward each other's threshold, one pass is final.
 */
export function revalidateAddons(cart: Cart, context: AddonRuleContext): CartChange {
  if (!hasStandardPackage(cart.cartPackages)) {
    const hadPackages = cart.cartPackages.length > 0;
    return { cart: { ...cart, cartPackages: [] }, removedAddons: [...cart.cartPackages], deleteCart: hadPackages };
  }
  const removedAddons = cart.cartPackages.filter((p) => !isStandardPackage(p) && !isAddonAvailable(p.addon, cart, context));
  const cartPackages = cart.cartPackages.filter((p) => !removedAddons.includes(p));
  return { cart: { ...cart, cartPackages }, removedAddons, deleteCart: false };
}

function findLine(cart: Cart, cartPackageId: number): CartPackage {
  const line = cart.cartPackages.find((p) => p.id === cartPackageId);
  if (!line) throw new RangeError(`Cart package ${cartPackageId} is not in cart ${cart.id}`);
  return line;
}

/** Removes one line, then the add-ons it invalidates; the last standard takes every add-on with it. */
export function removeCartPackage(cart: Cart, cartPackageId: number, context: AddonRuleContext): CartChange {
  findLine(cart, cartPackageId);
  const cartPackages = cart.cartPackages.filter((p) => p.id !== cartPackageId);
  return revalidateAddons({ ...cart, cartPackages }, context);
}

/** Sets a line's quantity; 0 removes the line (spec §4). A fraction or a negative throws. */
export function setCartPackageQuantity(
  cart: Cart,
  cartPackageId: number,
  quantity: number,
  context: AddonRuleContext,
): CartChange {
  if (!Number.isInteger(quantity) || quantity < 0 || quantity > MAX_CART_QUANTITY) {
    throw new RangeError(INVALID_QUANTITY_MESSAGE);
  }
  findLine(cart, cartPackageId);
  if (quantity === 0) return removeCartPackage(cart, cartPackageId, context);
  const cartPackages = cart.cartPackages.map((p) => (p.id === cartPackageId ? { ...p, quantity } : p));
  return revalidateAddons({ ...cart, cartPackages }, context);
}

/** Removes a service (order service, retouch or personalization), then the add-ons it invalidates. */
export function removeCartService(
  cart: Cart,
  kind: CartServiceKind,
  serviceId: number,
  context: AddonRuleContext,
): CartChange {
  const details = cart.cartOrderServicesDetails;
  if (!details[kind].some((s) => s.id === serviceId)) {
    throw new RangeError(`Service ${serviceId} is not in ${kind} of cart ${cart.id}`);
  }
  const remaining = details[kind].filter((s) => s.id !== serviceId);
  return revalidateAddons({ ...cart, cartOrderServicesDetails: { ...details, [kind]: remaining } }, context);
}
