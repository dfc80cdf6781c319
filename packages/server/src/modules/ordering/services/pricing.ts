import {
  addCents, checkPromotion, chooseShipping, isMilitaryAddress, MILITARY_SHIPPING_CODE, orderTotal, packagesTotal, subtractCents, taxableGoods, totalForMethod,
  type CheckoutAddress, type CheckoutDetails, type CheckoutTotals, type ShippingOptionView,
} from '@shutterday/domain';
import type { Executor } from '../../../db/client';
import { checkoutCatalogRepository } from '../repositories/checkout-catalog';
import type { TaxCalculator } from '../../../services/tax/tax';
import type { LoadedCart } from './cart-view';
import { findPromotion, PROMO_USED_UP, type FoundPromotion } from './promotions';

export interface PricedCart {
  totals: CheckoutTotals;
  details: CheckoutDetails | null;
  promo: FoundPromotion | null;
  /** Why the stored promo code gives no discount now (expired since it was applied…), or null. */
  promoError: string | null;
  shippingError: string | null;
}

export async function listShippingOptions(db: Executor): Promise<ShippingOptionView[]> {
  const rows = await checkoutCatalogRepository.activeShippingOptions(db);
  return rows.map((row) => ({ code: row.code, name: row.name, price: row.price, military: row.code === MILITARY_SHIPPING_CODE }));
}

/** Where the order goes: nowhere for a batch order (the studio delivers), else the shipping or billing address. */
export function shipTo(details: CheckoutDetails): CheckoutAddress | null {
  if (details.isPartOfBatchOrder) return null;
  return details.shippingAddressSameAsBillingAddress || !details.shippingAddress ? details.billingAddress : details.shippingAddress;
}

/**
 * Every amount of a cart, recomputed from the catalogue: packages, services, the promo discount, the
 * shipping option (Studio Shipping for batch, priority for military), and the tax of the tax table —
 * each tax calculation logged. Runs on the caller's executor so a submission's log row commits with it.
 */
export async function priceCart(db: Executor, tax: TaxCalculator, loaded: LoadedCart, studioId: number, now = new Date()): Promise<PricedCart> {
  const { cart, row } = loaded;
  const subtotal = packagesTotal(cart.cartPackages);
  const services = subtractCents(totalForMethod(cart, row.orderMethod), subtotal);
  const goods = addCents(subtotal, services);
  let discount = 0;
  let promoError: string | null = null;
  const promo = row.promoCode ? await findPromotion(db, row.jobId, studioId, row.promoCode) : null;
  if (row.promoCode) {
    const check = promo?.usedUp ? { ok: false as const, message: PROMO_USED_UP } : checkPromotion(promo, goods, now);
    if (check.ok) discount = check.discount;
    else promoError = check.message;
  }
  const details = (row.checkout as CheckoutDetails | null) ?? null;
  let shipping = 0;
  let shippingLabel: string | null = null;
  let shippingError: string | null = null;
  let taxAmount = 0;
  let taxJurisdiction: string | null = null;
  if (details && cart.cartPackages.length) {
    const destination = shipTo(details);
    const choice = chooseShipping({
      isPartOfBatchOrder: details.isPartOfBatchOrder,
      optionCode: details.shippingOption?.code,
      military: destination ? isMilitaryAddress(destination) : false,
      options: await listShippingOptions(db),
    });
    if (choice.ok) {
      shipping = choice.price;
      shippingLabel = choice.label;
    } else shippingError = choice.message;
    // Tax where the goods are delivered; a batch order is taxed at the billing address.
    const taxed = destination ?? details.billingAddress;
    const result = await tax.calculate({ country: taxed.country, state: taxed.state, amount: taxableGoods({ subtotal, services, discount }), shipping, cartId: row.id }, db);
    taxAmount = result.tax;
    taxJurisdiction = result.jurisdiction;
  }
  const amounts = orderTotal({ subtotal, services, discount, shipping, tax: taxAmount });
  return {
    totals: { ...amounts, shippingLabel, promoCode: discount > 0 || !promoError ? row.promoCode : null, taxJurisdiction },
    details,
    promo,
    promoError,
    shippingError,
  };
}
