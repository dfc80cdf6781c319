import {
  isPrintProduct, orderingAddonContext, isWalletProduct, personalizationDefaults, removeCartService, type CartMutationResult, type CartPersonalizationParsed, type CartRetouchParsed,
} from '@shutterday/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Transaction } from '../../../db/client';
import { cartOrderServices, jobOrderServices, orderServices } from '../../../db/schema';
import { badRequest, notFound } from '../../../http/http-error';
import type { LoadedCart } from './cart-view';
import { applyChange, changeCart, requireCart, revalidate } from './cart-scope';

type RetouchInput = CartRetouchParsed;
type PersonalizationInput = CartPersonalizationParsed;

export const RETOUCH_NOT_OFFERED = 'Retouching is not offered for this job';
export const PERSONALIZATION_NOT_OFFERED = 'Personalization is not offered for the items in your cart';
export const SUBJECT_NOT_IN_CART = 'Add a package for this child before choosing retouching or names on photos';
export const SERVICE_NOT_FOUND = 'This service is no longer in your cart';

async function catalogService(tx: Transaction, code: 'retouch' | 'personalization') {
  const [row] = await tx.select().from(orderServices).where(and(eq(orderServices.code, code), eq(orderServices.active, true)));
  return row ?? null;
}

async function jobServices(tx: Transaction, jobId: number) {
  const [row] = await tx.select().from(jobOrderServices).where(eq(jobOrderServices.jobId, jobId));
  return row ?? { jobId, allowRetouch: false, allowNameOnAllPrints: false, allowNameOnWallets: false, imageLevelService: false };
}

function subjectCodes(loaded: LoadedCart, subjectId: number): Array<string | null> {
  return loaded.cart.cartPackages.filter((p) => p.subjectId === subjectId).flatMap((p) => p.cartPackageItems.map((i) => i.productCode));
}

/** One row per cart, subject and service: posting again updates it. */
async function upsert(tx: Transaction, cartId: number, subjectId: number, orderServiceId: number, price: number, values: Partial<typeof cartOrderServices.$inferInsert>): Promise<void> {
  const [existing] = await tx.select().from(cartOrderServices).where(and(eq(cartOrderServices.cartId, cartId), eq(cartOrderServices.subjectId, subjectId), eq(cartOrderServices.orderServiceId, orderServiceId)));
  if (existing) await tx.update(cartOrderServices).set({ ...values, price }).where(eq(cartOrderServices.id, existing.id));
  else await tx.insert(cartOrderServices).values({ cartId, subjectId, orderServiceId, price, ...values });
}

/** POST cartOrderServices: a retouch for a subject of the cart, when the job allows it. */
export function addRetouch(app: FastifyInstance, request: FastifyRequest, jobId: number, input: RetouchInput): Promise<CartMutationResult> {
  return changeCart(app, request, jobId, undefined, async (state) => {
    const row = requireCart(state.row);
    const service = await catalogService(state.tx, 'retouch');
    if (!(await jobServices(state.tx, jobId)).allowRetouch || !service) throw badRequest(RETOUCH_NOT_OFFERED);
    const loaded = await state.load(row);
    if (!loaded.cart.cartPackages.some((p) => p.subjectId === input.subjectId)) throw badRequest(SUBJECT_NOT_IN_CART);
    await upsert(state.tx, row.id, input.subjectId, service.id, service.price, { enabled: input.enabled });
    return revalidate(state, row);
  });
}

/** POST cartOrderServices/presonalization: name (and year) on prints or wallets, as the job allows and the cart holds. */
export function addPersonalization(app: FastifyInstance, request: FastifyRequest, jobId: number, input: PersonalizationInput): Promise<CartMutationResult> {
  return changeCart(app, request, jobId, undefined, async (state) => {
    const row = requireCart(state.row);
    const service = await catalogService(state.tx, 'personalization');
    const allowed = await jobServices(state.tx, jobId);
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
    await upsert(state.tx, row.id, input.subjectId, service.id, service.price, {
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
export function deleteService(app: FastifyInstance, request: FastifyRequest, jobId: number, serviceId: number): Promise<CartMutationResult> {
  return changeCart(app, request, jobId, undefined, async (state) => {
    const row = requireCart(state.row);
    const loaded = await state.load(row);
    const { retouches, personalizations } = loaded.cart.cartOrderServicesDetails;
    const kind = retouches.some((s) => s.id === serviceId) ? 'retouches' : personalizations.some((s) => s.id === serviceId) ? 'personalizations' : null;
    if (!kind) throw notFound(SERVICE_NOT_FOUND);
    const withoutLevel = { ...loaded.cart, cartOrderServicesDetails: { ...loaded.cart.cartOrderServicesDetails, cartOrderServices: loaded.cart.cartOrderServicesDetails.cartOrderServices.filter((s) => s.id !== serviceId) } };
    const change = removeCartService(withoutLevel, kind, serviceId, orderingAddonContext(row.orderMethod));
    await state.tx.delete(cartOrderServices).where(eq(cartOrderServices.id, serviceId));
    return applyChange(state.tx, row, change);
  });
}
