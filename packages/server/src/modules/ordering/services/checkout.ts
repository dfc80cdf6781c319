import {
  checkPromotion, chooseShipping, isMilitaryAddress, normalizePromoCode, type CheckoutDetails, type CheckoutState, type CheckoutTotals, type OrderMethod,
  type TotalsPreview,
} from '@shutterday/domain';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../../db/client';
import { badRequest, conflict } from '../../../http/http-error';
import { cartsRepository, type CartRow } from '../repositories/carts';
import { CART_ALREADY_ORDERED, CART_NOT_FOUND, readCartScope } from './cart-scope';
import { loadCart } from './cart-view';
import { gateJob } from './job-gate';
import { listShippingOptions, priceCart, shipTo } from './pricing';
import { findPromotion, PROMO_USED_UP } from './promotions';
import type { CartRef } from './tokens';

export const SHIPPING_ADDRESS_REQUIRED = 'shippingAddress: This field is required';

const EMPTY_TOTALS: CheckoutTotals = { subtotal: 0, services: 0, discount: 0, shipping: 0, tax: 0, total: 0, shippingLabel: null, promoCode: null, taxJurisdiction: null };

async function state(app: FastifyInstance, db: Executor, row: CartRow | null, studioId: number): Promise<CheckoutState> {
  const shippingOptions = await listShippingOptions(db);
  if (!row) return { details: null, shippingOptions, totals: EMPTY_TOTALS, incompleteCartPackageIds: [] };
  const loaded = await loadCart(db, row, app.config.jwtSecret);
  const priced = await priceCart(db, app.tax, loaded, studioId);
  return { details: priced.details, shippingOptions, totals: priced.totals, incompleteCartPackageIds: loaded.details.incompleteCartPackageIds };
}

/** Reads run without a lock: they change nothing but the tax log. */
async function openCartScope(app: FastifyInstance, cart: CartRef) {
  const { row, job } = await readCartScope(app.db, cart, undefined);
  return { row: row?.status === 'submitted' ? null : row, job };
}

export async function getCheckout(app: FastifyInstance, cart: CartRef): Promise<CheckoutState> {
  const { row, job } = await openCartScope(app, cart);
  return state(app, app.db, row, job.studio.id);
}

/**
 * The posted details with the form's current choices laid over them (delivery, shipping option, the
 * destination's state), for a totals panel that follows the form.
 */
function previewDetails(saved: CheckoutDetails | null, preview: TotalsPreview): CheckoutDetails | null {
  if (preview.delivery === undefined && preview.shippingOption === undefined && preview.state === undefined) return saved;
  const address = saved ? (shipTo(saved) ?? saved.billingAddress) : null;
  // No state yet: shipping is priced, tax waits for the address (no rate for an unknown state).
  const state = preview.state ?? address?.state ?? '';
  const destination = { line1: '', line2: null, city: '', postalCode: '', country: 'US' as const, ...address, state };
  const batch = preview.delivery ? preview.delivery === 'batch' : (saved?.isPartOfBatchOrder ?? false);
  return {
    ...(saved ?? { customer: { firstName: '', lastName: '', email: '' }, payMethod: 'card', mailToHome: true, orderMethod: 'Prepay' }),
    billingAddress: destination, shippingAddress: null, shippingAddressSameAsBillingAddress: true, isPartOfBatchOrder: batch,
    shippingOption: preview.shippingOption ? { code: preview.shippingOption } : (saved?.shippingOption ?? null),
  } as CheckoutDetails;
}

export async function getTotals(app: FastifyInstance, cart: CartRef, preview: TotalsPreview = {}): Promise<CheckoutTotals> {
  const { row, job } = await openCartScope(app, cart);
  if (!row) return EMPTY_TOTALS;
  const checkout = previewDetails(row.checkout as CheckoutDetails | null, preview);
  return (await priceCart(app.db, app.tax, await loadCart(app.db, { ...row, checkout }, app.config.jwtSecret), job.studio.id)).totals;
}

/** A locked, open cart of the caller for a checkout change, after the availability gate. */
async function lockedCart<T>(app: FastifyInstance, { jobId, token }: CartRef, method: OrderMethod | undefined, run: (tx: Executor, row: CartRow, studioId: number) => Promise<T>): Promise<T> {
  return app.db.transaction(async (tx) => {
    const row = await cartsRepository.findByToken(tx, token, jobId, { lock: true });
    const job = await gateJob(tx, jobId, method ?? row?.orderMethod);
    if (!row) throw badRequest(CART_NOT_FOUND);
    if (row.status === 'submitted') throw conflict(CART_ALREADY_ORDERED);
    return run(tx, row, job.studio.id);
  });
}

/** POST checkout: details are checked (address, shipping choice) before they are kept on the cart. */
export function postCheckout(app: FastifyInstance, cart: CartRef, input: CheckoutDetails): Promise<CheckoutState> {
  return lockedCart(app, cart, input.orderMethod, async (tx, row, studioId) => {
    if (!input.isPartOfBatchOrder && !input.shippingAddressSameAsBillingAddress && !input.shippingAddress) throw badRequest(SHIPPING_ADDRESS_REQUIRED);
    const { promoCode, total: _total, ...details } = input;
    const destination = shipTo(input);
    const choice = chooseShipping({ isPartOfBatchOrder: input.isPartOfBatchOrder, optionCode: input.shippingOption?.code, military: destination ? isMilitaryAddress(destination) : false, options: await listShippingOptions(tx) });
    if (!choice.ok) throw badRequest(choice.message);
    let code = row.promoCode;
    if (promoCode?.code) code = await checkedPromoCode(app, tx, row, studioId, promoCode.code);
    await cartsRepository.update(tx, row.id, { checkout: details, orderMethod: input.orderMethod, promoCode: code });
    return state(app, tx, { ...row, checkout: details, orderMethod: input.orderMethod, promoCode: code }, studioId);
  });
}

async function checkedPromoCode(app: FastifyInstance, tx: Executor, row: CartRow, studioId: number, raw: string): Promise<string> {
  const promo = await findPromotion(tx, row.jobId, studioId, raw);
  if (promo?.usedUp) throw badRequest(PROMO_USED_UP);
  const loaded = await loadCart(tx, row, app.config.jwtSecret);
  const check = checkPromotion(promo, loaded.details.total, new Date());
  if (!check.ok) throw badRequest(check.message);
  return normalizePromoCode(raw);
}

/** POST checkout/promo: an unknown, expired, not yet active or below-minimum code is refused and changes nothing. */
export function applyPromo(app: FastifyInstance, cart: CartRef, rawCode: string): Promise<CheckoutTotals> {
  return lockedCart(app, cart, undefined, async (tx, row, studioId) => {
    const code = await checkedPromoCode(app, tx, row, studioId, rawCode);
    await cartsRepository.update(tx, row.id, { promoCode: code });
    return (await priceCart(tx, app.tax, await loadCart(tx, { ...row, promoCode: code }, app.config.jwtSecret), studioId)).totals;
  });
}

export function removePromo(app: FastifyInstance, cart: CartRef): Promise<CheckoutTotals> {
  return lockedCart(app, cart, undefined, async (tx, row, studioId) => {
    await cartsRepository.update(tx, row.id, { promoCode: null });
    return (await priceCart(tx, app.tax, await loadCart(tx, { ...row, promoCode: null }, app.config.jwtSecret), studioId)).totals;
  });
}
