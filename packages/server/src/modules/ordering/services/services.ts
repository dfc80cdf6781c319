import {
  isPrintProduct, orderingAddonContext, isWalletProduct, personalizationDefaults, removeCartService, type CartMutationResult, type CartPersonalizationParsed, type CartRetouchParsed,
} from '@shutterday/domain';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../../http/http-error';
import { cartServicesRepository } from '../repositories/cart-services';
import { jobOfferRepository } from '../repositories/job-offer';
import type { LoadedCart } from './cart-view';
import { applyChange, changeCart, requireCart, revalidate } from './cart-scope';
import type { CartRef } from './tokens';

type RetouchInput = CartRetouchParsed;
type PersonalizationInput = CartPersonalizationParsed;

export const RETOUCH_NOT_OFFERED = 'Retouching is not offered for this job';
export const PERSONALIZATION_NOT_OFFERED = 'Personalization is not offered for the items in your cart';
export const SUBJECT_NOT_IN_CART = 'Add a package for this child before choosing retouching or names on photos';
export const SERVICE_NOT_FOUND = 'This service is no longer in your cart';

function subjectCodes(loaded: LoadedCart, subjectId: number): Array<string | null> {
  return loaded.cart.cartPackages.filter((p) => p.subjectId === subjectId).flatMap((p) => p.cartPackageItems.map((i) => i.productCode));
}

/** POST cartOrderServices: a retouch for a subject of the cart, when the job allows it. */
export function addRetouch(app: FastifyInstance, cart: CartRef, input: RetouchInput): Promise<CartMutationResult> {
  return changeCart(app, cart, undefined, async (state) => {
    const row = requireCart(state.row);
    const service = await jobOfferRepository.activeOrderService(state.tx, 'retouch');
    if (!(await jobOfferRepository.services(state.tx, cart.jobId)).allowRetouch || !service) throw badRequest(RETOUCH_NOT_OFFERED);
    const loaded = await state.load(row);
    if (!loaded.cart.cartPackages.some((p) => p.subjectId === input.subjectId)) throw badRequest(SUBJECT_NOT_IN_CART);
    await cartServicesRepository.upsert(state.tx, { cartId: row.id, subjectId: input.subjectId, orderServiceId: service.id }, service.price, { enabled: input.enabled });
    return revalidate(state, row);
  });
}

/** POST cartOrderServices/presonalization: name (and year) on prints or wallets, as the job allows and the cart holds. */
export function addPersonalization(app: FastifyInstance, cart: CartRef, input: PersonalizationInput): Promise<CartMutationResult> {
  return changeCart(app, cart, undefined, async (state) => {
    const row = requireCart(state.row);
    const service = await jobOfferRepository.activeOrderService(state.tx, 'personalization');
    const allowed = await jobOfferRepository.services(state.tx, cart.jobId);
    const loaded = await state.load(row);
    const subjectLine = loaded.cart.cartPackages.find((p) => p.subjectId === input.subjectId);
    if (!subjectLine) throw badRequest(SUBJECT_NOT_IN_CART);
    const codes = subjectCodes(loaded, input.subjectId);
    const prints = allowed.allowNameOnAllPrints && codes.some(isPrintProduct);
    const wallets = allowed.allowNameOnWallets && codes.some(isWalletProduct);
    if (!service || (!prints && !wallets)) throw badRequest(PERSONALIZATION_NOT_OFFERED);
    const defaults = personalizationDefaults(new Date());
    const ask = (value: boolean | undefined, fallback: boolean) => value ?? fallback;
    if ((!prints && (input.nameOnAllPrints || input.yearOnAllPrints)) || (!wallets && (input.nameOnWallets || input.nameOnAllWallets || input.yearOnAllWallets))) {
      throw badRequest(PERSONALIZATION_NOT_OFFERED);
    }
    await cartServicesRepository.upsert(state.tx, { cartId: row.id, subjectId: input.subjectId, orderServiceId: service.id }, service.price, {
      enabled: input.enabled,
      nameOnAllPrints: prints && ask(input.nameOnAllPrints, defaults.nameOnAllPrints),
      yearOnAllPrints: prints && ask(input.yearOnAllPrints, defaults.yearOnAllPrints),
      nameOnWallets: wallets && ask(input.nameOnWallets, defaults.nameOnWallets),
      nameOnAllWallets: wallets && ask(input.nameOnAllWallets, defaults.nameOnAllWallets),
      yearOnAllWallets: wallets && ask(input.yearOnAllWallets, defaults.yearOnAllWallets),
      nameToPrint: input.nameToPrint || subjectLine.subjectName,
      yearToPrint: input.yearToPrint ?? defaults.yearToPrint,
    });
    return revalidate(state, row);
  });
}

/** DELETE cartOrderServices/{id}: then the add-ons the lower total no longer allows go too. */
export function deleteService(app: FastifyInstance, cart: CartRef, serviceId: number): Promise<CartMutationResult> {
  return changeCart(app, cart, undefined, async (state) => {
    const row = requireCart(state.row);
    const loaded = await state.load(row);
    const { retouches, personalizations } = loaded.cart.cartOrderServicesDetails;
    const kind = retouches.some((s) => s.id === serviceId) ? 'retouches' : personalizations.some((s) => s.id === serviceId) ? 'personalizations' : null;
    if (!kind) throw notFound(SERVICE_NOT_FOUND);
    const withoutLevel = { ...loaded.cart, cartOrderServicesDetails: { ...loaded.cart.cartOrderServicesDetails, cartOrderServices: loaded.cart.cartOrderServicesDetails.cartOrderServices.filter((s) => s.id !== serviceId) } };
    const change = removeCartService(withoutLevel, kind, serviceId, orderingAddonContext(row.orderMethod));
    await cartServicesRepository.delete(state.tx, serviceId);
    return applyChange(state.tx, row, change);
  });
}
