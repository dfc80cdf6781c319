import type { AddonRuleContext } from './addons';
import { removeCartPackage, removeCartService, setCartPackageQuantity } from './changes';
import type { Cart, CartPackage, CartServiceKind } from './types';

// Each prediction runs the very change it predicts on a copy, so the warning a customer sees
// before confirming can never disagree with what the change then does.

/** Add-ons that removing this line would remove (empty: none) — to warn before confirming. */
export function addonsRemovedByPackageRemoval(cart: Cart, cartPackageId: number, context: AddonRuleContext): CartPackage[] {
  return removeCartPackage(cart, cartPackageId, context).removedAddons;
}

/** Add-ons that this quantity change would remove. */
export function addonsRemovedByQuantityChange(
  cart: Cart,
  cartPackageId: number,
  quantity: number,
  context: AddonRuleContext,
): CartPackage[] {
  return setCartPackageQuantity(cart, cartPackageId, quantity, context).removedAddons;
}

/** Add-ons that removing this service would remove. */
export function addonsRemovedByServiceRemoval(
  cart: Cart,
  kind: CartServiceKind,
  serviceId: number,
  context: AddonRuleContext,
): CartPackage[] {
  return removeCartService(cart, kind, serviceId, context).removedAddons;
}
