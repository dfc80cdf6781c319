import { addonStatus, formatUsd, hasStandardPackage, addonQualifyingAmount, orderingAddonContext, type Cart, type CartMutationResult, type ImageNodeInputParsed, type OrderMethod } from '@shutterday/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, forbidden } from '../../../http/http-error';
import { cartLinesRepository } from '../repositories/cart-lines';
import { cartsRepository } from '../repositories/carts';
import { jobOfferRepository } from '../repositories/job-offer';
import { jobPackagesRepository, type CatalogPackage } from '../../catalog';
import { changeCart, revalidate } from './cart-scope';
import { emptyCartDetails } from './cart-view';
import { cleanText, defaultText, fillImageNode, GENERIC_ERROR, loadSubjectImages, type CreateInput, type SubjectImages } from './package-input';
import { assertPreorderAnswers } from './preorder-answers';
import { isValidSubjectToken, type CartRef } from './tokens';

export const SUBJECT_TOKEN_INVALID = 'Search for your child again to order their photos';
export const ADDON_NEEDS_STANDARD = 'Add a standard package first: this package is an add-on';
export const ADD_KEY_INVALID = 'The Idempotency-Key header must be 1 to 100 letters, digits, "-", "_" or ":"';
export const addonNeedsAmount = (cents: number) => `This add-on needs a cart of at least ${formatUsd(cents)} before add-ons`;

const ADD_KEY = /^[A-Za-z0-9_:-]{1,100}$/;

/** The optional Idempotency-Key of an add: the client sends one per draft (one visit of the options page). */
export function readAddKey(request: FastifyRequest): string | null {
  const value = request.headers['idempotency-key'];
  if (value === undefined) return null;
  if (typeof value !== 'string' || !ADD_KEY.test(value)) throw badRequest(ADD_KEY_INVALID);
  return value;
}

/** The add-on rule (domain addonStatus) against the cart as it is before the line: 400 with its reason. */
export function assertAddonAllowed(pkg: CatalogPackage, current: Cart, orderMethod: OrderMethod): void {
  const context = orderingAddonContext(orderMethod);
  const status = addonStatus(pkg.packageAddon, { hasStandard: hasStandardPackage(current.cartPackages), amount: addonQualifyingAmount(current, context), addonStandardAvailable: context.addonStandardAvailable });
  if (!status.valid) throw badRequest(status.reason === 'below-min-price' ? addonNeedsAmount(pkg.packageAddon?.requiredMinPrice ?? 0) : ADDON_NEEDS_STANDARD);
}

/** A line's items with their nodes filled: what was posted, else the subject's photos and data by default. */
export function lineItems(pkg: CatalogPackage, owner: SubjectImages, postedImages: Map<number, ImageNodeInputParsed>, postedTexts: Map<number, { value: string | null }>) {
  return pkg.items.map((item) => ({
    packageItemId: item.id,
    imageNodes: item.imageNodes.map((node) => ({ packageItemImageNodeId: node.id, ...fillImageNode(owner, node, postedImages.get(node.id)) })),
    textNodes: item.textNodes.map((node) => {
      const posted = postedTexts.get(node.id);
      return { packageItemTextNodeId: node.id, value: posted ? cleanText(posted.value) : (node.value ?? defaultText(owner, node.dataSource)) };
    }),
  }));
}

/**
 * POST cartpackages: validates every reference against the catalogue and the subject (400 "An error
 * occurred" otherwise, spec §8), refuses an add-on the rules do not allow yet, fills the nodes, and
 * revalidates the add-ons. The price is the catalogue's; the request cannot carry one. A repeated
 * Idempotency-Key answers the line it created the first time, in the cart as it is now.
 */
export async function addCartPackage(app: FastifyInstance, cart: CartRef, input: CreateInput, addKey: string | null): Promise<CartMutationResult> {
  const { jobId } = cart;
  if (!isValidSubjectToken(app.config.jwtSecret, jobId, input.subjectId, input.subjectToken)) throw forbidden(SUBJECT_TOKEN_INVALID);
  return changeCart(app, cart, input.orderMethod, async (state) => {
    const { tx } = state;
    if (addKey && state.row) {
      // The cart row is locked: a concurrent repeat waits here and then finds this line.
      const done = await cartLinesRepository.idByAddKey(tx, state.row.id, addKey);
      if (done !== null) return { cartPackageId: done };
    }
    const pkg = await jobPackagesRepository.find(tx, jobId, input.packageId);
    if (!pkg) throw badRequest(GENERIC_ERROR);
    assertPreorderAnswers(state.job.job.preorderFields, input.orderMethod, input.dataFields);
    const owner = await loadSubjectImages(tx, jobId, input.subjectId);
    if (input.greenScreenBackgroundId && !(await jobOfferRepository.offersGreenScreen(tx, jobId, input.greenScreenBackgroundId))) throw badRequest(GENERIC_ERROR);
    const postedImages = new Map(input.imageNodes.map((n) => [n.packageItemImageNodeId, n]));
    const postedTexts = new Map(input.textNodes.map((n) => [n.packageItemTextNodeId, n]));
    if ([...postedImages.keys()].some((id) => !pkg.imageNodeRows.has(id)) || [...postedTexts.keys()].some((id) => !pkg.textNodeRows.has(id))) {
      throw badRequest(GENERIC_ERROR);
    }

    // The add-on rule is checked against the cart as it is before this line.
    const current = state.row ? (await state.load(state.row)).cart : { ...emptyCartDetails(jobId, input.orderMethod) };
    assertAddonAllowed(pkg, current, input.orderMethod);

    const row = await cartsRepository.findOrCreate(tx, state.token, jobId, input.orderMethod);
    if (row.orderMethod !== input.orderMethod) await cartsRepository.update(tx, row.id, { orderMethod: input.orderMethod });
    const lineId = await cartLinesRepository.insert(tx, {
      line: { cartId: row.id, packageId: pkg.id, subjectId: owner.subject.id, quantity: input.quantity, price: pkg.retailCost, greenScreenBackgroundId: input.greenScreenBackgroundId ?? null, dataFields: input.dataFields, addKey },
      items: lineItems(pkg, owner, postedImages, postedTexts),
    });
    const outcome = await revalidate(state, { ...row, orderMethod: input.orderMethod });
    return { ...outcome, cartPackageId: lineId };
  });
}
