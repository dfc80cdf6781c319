import { addCents, multiplyCents } from '../money';
import { OrderMethod } from '../order-method';
import type { Cart, CartPackage } from './types';

/** Σ unit price × quantity, in cents. */
export function packagesTotal(cartPackages: readonly CartPackage[]): number {
  return addCents(...cartPackages.map((p) => multiplyCents(p.price, p.quantity)));
}

/**
 * Cart total (spec §4): price × quantity per package plus the order services' prices. Every entry
 * of cartOrderServices counts: a service is in that list only once the customer chose it.
 */
export function cartTotal(cart: Cart): number {
  const services = cart.cartOrderServicesDetails.cartOrderServices.map((s) => s.price);
  return addCents(packagesTotal(cart.cartPackages), ...services);
}

/** Pre-pay total (spec §4): packages plus the enabled retouch and personalization services. */
export function prepayTotal(cart: Cart): number {
  const { retouches, personalizations } = cart.cartOrderServicesDetails;
  const enabled = [...retouches, ...personalizations].filter((s) => s.enabled).map((s) => s.price);
  return addCents(packagesTotal(cart.cartPackages), ...enabled);
}

/** The total a customer sees for the cart's order method. */
export function totalForMethod(cart: Cart, method: OrderMethod): number {
  return method === OrderMethod.Prepay ? prepayTotal(cart) : cartTotal(cart);
}
